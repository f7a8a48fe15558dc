import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@pawon/ui';
import { CsvSeparatorMenu, FileExportMenu } from './FileExportMenu';

/** A store of its own per story: the remembered separator starts from localStorage, cleared before each. */
function FreshStore({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  return <Provider store={store}>{children}</Provider>;
}

/** The export control of lists and reports: XLSX or CSV (PDF where offered), per layout, and the remembered CSV separator. */
const meta = {
  title: 'App/Export control',
  component: FileExportMenu,
  args: {
    trigger: (
      <Button variant="outline" icon="bx-export">
        Ekspor
      </Button>
    ),
    onExport: fn(),
  },
  decorators: [
    (Story) => (
      <FreshStore>
        <Story />
      </FreshStore>
    ),
  ],
  beforeEach: () => {
    localStorage.removeItem('pawonCsvSeparator');
  },
} satisfies Meta<typeof FileExportMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list with one layout: Excel or CSV, and the separator (`;` until chosen otherwise). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ekspor' }));
    await expect(await body.findByRole('menuitem', { name: 'Excel (XLSX)' })).toBeInTheDocument();
    await expect(body.getByRole('menuitem', { name: /Titik koma/ })).toHaveTextContent('dipakai');
    await userEvent.click(body.getByRole('menuitem', { name: 'CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith({ format: 'csv', separator: ';' });
  },
};

/** The order list: per order or per line, each as XLSX or CSV; the comma chosen is used from then on. */
export const OrderLayouts: Story = {
  args: {
    variants: [
      { value: 'order', label: 'Per transaksi' },
      { value: 'line', label: 'Per item' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const open = () => userEvent.click(within(canvasElement).getByRole('button', { name: 'Ekspor' }));
    await open();
    await userEvent.click(await body.findByRole('menuitem', { name: /Koma \(,\)/ }));
    await open();
    await expect(await body.findByRole('menuitem', { name: /Koma \(,\)/ })).toHaveTextContent('dipakai');
    await userEvent.click(body.getByRole('menuitem', { name: 'Per item, CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith({ format: 'csv', separator: ',', variant: 'line' });
  },
};

/** An export the server also makes as a PDF (the Register Halal): PDF after Excel and CSV. */
export const WithPdf: Story = {
  args: { formats: ['xlsx', 'csv', 'pdf'] },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ekspor' }));
    const items = (await body.findAllByRole('menuitem')).map((i) => i.textContent);
    await expect(items.slice(0, 3)).toEqual(['Excel (XLSX)', 'CSV', 'PDF']);
    await userEvent.click(body.getByRole('menuitem', { name: 'PDF' }));
    await expect(args.onExport).toHaveBeenCalledWith({ format: 'pdf', separator: ';' });
  },
};

/** Beside a report's own XLSX and CSV buttons: the separator in use, changed from a small menu. */
export const SeparatorBesideButtons: Story = {
  render: () => <CsvSeparatorMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pemisah CSV: ;' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: /Koma \(,\)/ }),
    );
    await expect(await canvas.findByRole('button', { name: 'Pemisah CSV: ,' })).toBeVisible();
  },
};
