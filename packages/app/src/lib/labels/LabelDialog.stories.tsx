import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'jotai';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resetQueryClient } from '../query/queryClient';
import { appStore } from '../store';
import { LabelDialog } from './LabelDialog';
import { labelPrinterAtom, sizeMm, type LabelSize } from './labels';
import { storyLabelPdf } from './storyPdf';

const LINES = ['Siomay Ayam', 'Berat bersih: 250 gram', 'Kode produksi: SMY-261102-114'];

/** The bodies the dialog sent, this story. */
let sent: Array<Record<string, unknown>> = [];

/** The API answering each label request with a PDF of the size asked (or the failure given), before the render. */
function answerLabels(status = 200) {
  sent = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    const body = (await request.clone().json()) as { size?: LabelSize };
    sent.push(body);
    if (status !== 200)
      return new Response(
        JSON.stringify({
          status: 'error',
          code: 'record.notFound',
          params: { kind: 'batch', what: 'Batch' },
          message: 'Batch tidak ditemukan.',
        }),
        { status, headers: { 'Content-Type': 'application/json' } },
      );
    const { width, height } = sizeMm(body.size ?? '50x30');
    return new Response(storyLabelPdf(width, height, LINES), {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="label.pdf"' },
    });
  };
}

/**
 * "Cetak label" (decision 054): the printer profile remembered in this browser, how many labels, the server's PDF
 * previewed at the label's proportions, print or download.
 */
const meta = {
  title: 'App/Label dialog',
  component: LabelDialog,
  args: {
    target: { kind: 'batch', batchId: 114, title: 'Siomay Ayam 2 Nov 2026' },
    onClose: fn(),
  },
  // The app's store: the remembered printer and the query cache the stories set and reset.
  decorators: [
    (Story) => (
      <Provider store={appStore}>
        <Story />
      </Provider>
    ),
  ],
  beforeEach: () => {
    resetQueryClient(appStore);
    localStorage.removeItem('pawonLabelPrinter');
    appStore.set(labelPrinterAtom, { size: '50x30', sheet: 'roll' });
  },
} satisfies Meta<typeof LabelDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A batch's labels on a 50 × 30 mm roll: one label previewed; a new size is remembered. */
export const Default: Story = {
  beforeEach: () => answerLabels(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Cetak label: Siomay Ayam 2 Nov 2026' });
    await expect(await within(dialog).findByTitle('Pratinjau label')).toHaveAttribute('data-size', '50x30');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ukuran label' }));
    await userEvent.click(await body.findByRole('option', { name: '100 × 50 mm' }));
    await waitFor(() =>
      expect(within(dialog).getByTitle('Pratinjau label')).toHaveAttribute('data-size', '100x50'),
    );
    await expect(sent.at(-1)).toEqual({ batchId: 114, size: '100x50', sheet: 'roll', copies: 1 });
    await expect(JSON.parse(localStorage.getItem('pawonLabelPrinter') ?? '{}')).toEqual({
      size: '100x50',
      sheet: 'roll',
    });
  },
};

/** A4 sheets of 40 × 30 mm labels, as an office printer prints them. */
export const A4Sheet: Story = {
  beforeEach: () => {
    appStore.set(labelPrinterAtom, { size: '40x30', sheet: 'a4' });
    answerLabels();
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(await within(dialog).findByTitle('Pratinjau label')).toHaveAttribute('data-sheet', 'a4');
  },
};

/** A material lot's internal label. */
export const MaterialLot: Story = {
  args: { target: { kind: 'lot', material: 'raw', lotId: 31, title: 'Daging Ayam 1 Nov 2026' } },
  beforeEach: () => answerLabels(),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await within(dialog).findByTitle('Pratinjau label');
    await expect(sent[0]).toEqual({ size: '50x30', sheet: 'roll', copies: 1 });
  },
};

/** Too many labels asked: said on the field, nothing sent. */
export const TooManyCopies: Story = {
  beforeEach: () => answerLabels(),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const copies = within(dialog).getByRole('textbox', { name: /Jumlah label/ });
    await userEvent.clear(copies);
    await userEvent.type(copies, '900');
    await expect(await within(dialog).findByText('Isi jumlah label dari 1 sampai 500.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cetak' })).toBeDisabled();
  },
};

/** The batch is gone (deleted meanwhile): the server's words instead of a preview. */
export const Failed: Story = {
  beforeEach: () => answerLabels(404),
  play: async ({ canvasElement }) => {
    // The dialog loads lazily and asks for the label first: a loaded CI machine needs more than the default second.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      {},
      { timeout: 10_000 },
    );
    await expect(
      await within(dialog).findByText('Batch tidak ditemukan.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
