import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { failure, type MockHandlers } from '../../test/mockOperations';
import { pageStories, screenDecorator } from '../../test/screenStories';
import HalalRegisterScreen from './HalalRegisterScreen';
import { halalRegister } from './halalStoryFixtures';
import { t } from './messages';

/** What the export was asked for (the story's file is refused, so nothing is downloaded). */
const exported = fn();
const handlers: MockHandlers = {
  reportHalalList: () => halalRegister,
  reportHalalExport: ({ body }) => {
    exported(body);
    return failure(503, 'Basis data sedang tidak dapat dihubungi.');
  },
  bahanBakuHalalFile: () => new Blob(['%PDF-1.4\n%%EOF\n']) as never,
};

const stories = pageStories(t('reports.halalTitle'), HalalRegisterScreen, {
  path: '/report/halal',
  handlers,
  check: async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { name: t('reports.halalTitle'), level: 1 }),
    ).toBeVisible();
    await expect(await canvas.findByText('Ikan Tenggiri')).toBeVisible();
    await expect(canvas.getAllByText('Belum ada sertifikat').length).toBeGreaterThan(0);
    await expect(canvas.getByText('LPPOM MUI')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('reports.halalExport') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('reports.halalPrint') })).toBeVisible();
  },
});

const meta = { ...stories.meta, title: 'Screens/Register Halal' } satisfies Meta;
export default meta;
/** A product's four recipe materials: valid, expiring within 30 days, without a certificate, and not needed. */
export const Default = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;

/** A certificate's file kept: "Lihat" reads it through the API with the session and opens it in a new tab. */
export const OpenCertificate: StoryObj = {
  ...stories.frame,
  play: async (context) => {
    await stories.Default.play?.(context);
    const open = spyOn(window, 'open').mockImplementation(() => ({ opener: window }) as unknown as Window);
    try {
      const canvas = within(context.canvasElement);
      await expect(canvas.getAllByRole('button', { name: /^Lihat file sertifikat halal/ })).toHaveLength(1);
      await userEvent.click(
        canvas.getByRole('button', { name: 'Lihat file sertifikat halal Tepung Tapioka' }),
      );
      await waitFor(() => expect(open).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), '_blank'));
    } finally {
      open.mockRestore();
    }
  },
};

/**
 * The export menu: Excel, CSV and the server's PDF (with the CSV separator); PDF asks the export for `pdf` with the
 * register's filters, and a refused file says so.
 */
export const ExportAsPdf: StoryObj = {
  decorators: [screenDecorator({ path: '/report/halal', handlers, search: '?state=missing&q=ikan' })],
  play: async ({ canvasElement }) => {
    exported.mockClear();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('Ikan Tenggiri')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('reports.halalExport') }));
    const items = (await body.findAllByRole('menuitem')).map((i) => i.textContent);
    await expect(items.slice(0, 3)).toEqual(['Excel (XLSX)', 'CSV', 'PDF']);
    await userEvent.click(body.getByRole('menuitem', { name: 'PDF' }));
    await expect(await body.findByText(t('reports.failed'))).toBeVisible();
    await expect(exported).toHaveBeenCalledWith(
      expect.objectContaining({ format: 'pdf', states: ['missing'], search: 'ikan' }),
    );
    await expect(exported.mock.calls[0]![0]).not.toHaveProperty('page');
  },
};
