import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@pawon/api-client';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator } from '../../test/screenStories';
import { failure, type MockHandlers } from '../../test/mockOperations';
import { HoldBanner, RELEASE_RIGHT, TemperatureLog } from './TemperatureLog';

const hold: Schemas['StockHold'] = {
  id: 3,
  reason: 'limit',
  celsius: -10,
  lastReadingAt: null,
  openedAt: '2026-12-05T09:00:00.000Z',
  closedAt: null,
};

const base: Schemas['StockLocation'] = {
  id: 1,
  version: 1,
  createdAt: '2026-12-01T01:00:00.000Z',
  updatedAt: '2026-12-01T01:00:00.000Z',
  name: 'Freezer 1',
  kind: 'freezer',
  minTemp: -25,
  maxTemp: -18,
  active: true,
  description: null,
  lotCount: 1,
  batchCount: 2,
  heldCount: 0,
  lastReadingAt: '2026-12-05T01:00:00.000Z',
  lastCelsius: -19.5,
  readToday: true,
  openHold: null,
};
const held = { ...base, heldCount: 2, openHold: hold, lastCelsius: -10 };

const reading = (
  id: number,
  at: string,
  celsius: number,
  outOfLimits = false,
): Schemas['TemperatureReading'] => ({
  id,
  locationId: 1,
  at,
  celsius,
  source: id % 2 ? 'manual' : 'import',
  note: null,
  createdBy: 'Admin Pawon',
  outOfLimits,
});

const item = (id: number, name: string, qty: number): Schemas['StockHoldItem'] => ({
  id,
  hold,
  location: { id: 1, name: 'Freezer 1' },
  kind: id === 1 ? 'lot' : 'batch',
  stockId: id,
  name,
  code: null,
  qty,
  unit: id === 1 ? 'kg' : 'pcs',
  expiryDate: '2027-03-01',
  decision: null,
  note: null,
  decidedBy: null,
  decidedAt: null,
});

const handlers = (location: Schemas['StockLocation'], due: string | null = null): MockHandlers => ({
  stockLocationReadings: () => ({
    status: 'success',
    datas: [
      reading(3, '2026-12-05T09:00:00.000Z', location.lastCelsius ?? -19, location.openHold !== null),
      reading(2, '2026-12-05T01:00:00.000Z', -19.5),
      reading(1, '2026-12-04T09:00:00.000Z', -20),
    ],
    total: 3,
    page: 1,
    perPage: 10,
    location,
    checkTimes: ['08:00', '16:00'],
    gapHours: 12,
    due,
  }),
  stockLocationHolds: () => ({
    status: 'success',
    datas: [item(1, 'Daging Sapi', 12.5), item(2, 'Bakso Sapi', 300)],
    total: 2,
    page: 1,
    perPage: 100,
  }),
  stockLocationRelease: ({ body }) => ({
    status: 'success',
    message: 'Stok dirilis dan dapat dipakai lagi.',
    datas: { ...item(body.id, 'Daging Sapi', 12.5), decision: body.decision, note: body.note },
  }),
  // A logger file: two new readings (the second out of limits, which would hold the stock), one already recorded;
  // a file named "rusak" has a row whose temperature cannot be read; one named "suhu-saja" has no time column.
  stockLocationImportReadings: ({ body }) => {
    if (body.file instanceof File && body.file.name.includes('suhu-saja'))
      return failure(422, 'Data tidak valid.', { file: ['Kolom wajib tidak ada: time.'] });
    const dryRun = String(body.dryRun) !== 'false';
    const broken = body.file instanceof File && body.file.name.includes('rusak');
    return {
      status: 'success',
      message: dryRun ? 'Pemeriksaan selesai.' : '2 pembacaan suhu disimpan, 1 sudah ada sebelumnya.',
      dryRun,
      applied: !dryRun && !broken,
      added: 2,
      duplicates: 1,
      failed: broken ? 1 : 0,
      holds: broken ? 0 : 1,
      rows: [
        { row: 2, action: 'add' },
        { row: 3, action: 'duplicate' },
        { row: 4, action: 'add' },
        ...(broken
          ? [{ row: 5, action: 'error' as const, errors: { temperature: ['Format tidak valid.'] } }]
          : []),
      ],
    };
  },
  stockLocationRecordReading: ({ body }) => ({
    status: 'success',
    message: 'Suhu dicatat.',
    datas: reading(9, '2026-12-05T10:00:00.000Z', body.celsius),
    hold: null,
  }),
});

const meta = {
  title: 'Screens/Lokasi Simpan/Log suhu',
  component: TemperatureLog,
  args: { location: base },
} satisfies Meta<typeof TemperatureLog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Readings in limits; the 16:00 check is due, so the log suggests recording it. */
export const Default: Story = {
  decorators: [screenDecorator({ path: '/stock-location', handlers: handlers(base, '16:00') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Waktunya cek suhu pukul 16:00/)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Pembacaan suhu Freezer 1' })).toBeVisible();
  },
};

/** A reading of −10 °C held the freezer: the banner, the out-of-limit reading and the held stock with Rilis QC. */
export const Held: Story = {
  args: { location: held },
  decorators: [
    screenDecorator({ path: '/stock-location', handlers: handlers(held), actions: [RELEASE_RIGHT] }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/ditahan sejak/)).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Stok ditahan di Freezer 1' });
    await expect(await within(table).findByText('Bakso Sapi')).toBeVisible();
    await userEvent.click(within(table).getAllByRole('button', { name: 'Buang' })[0]!);
    await expect(await canvas.findByText(/dihitung keluar sebagai limbah/)).toBeVisible();
  },
};

/** Without "Rilis QC" the held stock is listed, with no decision to take. */
export const HeldWithoutRelease: Story = {
  args: { location: held },
  decorators: [screenDecorator({ path: '/stock-location', handlers: handlers(held) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Stok ditahan di Freezer 1' });
    await expect(await within(table).findByText('Bakso Sapi')).toBeVisible();
    await expect(within(table).queryByRole('button', { name: 'Rilis' })).toBeNull();
  },
};

const loggerFile = (name: string) =>
  new File(['time,temperature\n2026-12-05 08:00,-19.5\n'], name, { type: 'text/csv' });

/** "Impor dari logger", checked: each row's result, the counts, and the hold the new readings would open. */
export const ImportCheck: Story = {
  decorators: [screenDecorator({ path: '/stock-location', handlers: handlers(base) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Impor dari logger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor pembacaan logger ke Freezer 1' });
    await userEvent.upload(within(dialog).getByLabelText(/^Berkas CSV atau XLSX/), loggerFile('logger.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Periksa berkas' }));
    await expect(
      await within(dialog).findByText('2 pembacaan baru, 1 sudah tercatat, 0 bermasalah.'),
    ).toBeVisible();
    await expect(within(dialog).getByText(/Impor ini akan menahan stok/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Impor 2 pembacaan baru' })).toBeEnabled();
  },
};

/** A logger file with a row that cannot be read: the row and its problem first, and no import. */
export const ImportRefused: Story = {
  decorators: [screenDecorator({ path: '/stock-location', handlers: handlers(base) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Impor dari logger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor pembacaan logger ke Freezer 1' });
    await userEvent.upload(within(dialog).getByLabelText(/^Berkas CSV atau XLSX/), loggerFile('rusak.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Periksa berkas' }));
    await expect(await within(dialog).findByText(/1 bermasalah/)).toBeVisible();
    await expect(within(dialog).getAllByRole('row')[1]!).toHaveTextContent('Suhu: Format tidak valid.');
    await expect(within(dialog).queryByRole('button', { name: /^Impor \d/ })).toBeNull();
  },
};

/** A file the server cannot take (no time column): the reason on the file field, nothing checked. */
export const ImportFileRefused: Story = {
  decorators: [screenDecorator({ path: '/stock-location', handlers: handlers(base) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Impor dari logger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor pembacaan logger ke Freezer 1' });
    const input = within(dialog).getByLabelText(/^Berkas CSV atau XLSX/);
    await userEvent.upload(input, loggerFile('suhu-saja.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Periksa berkas' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Kolom wajib tidak ada: time\./));
    await expect(within(dialog).queryByRole('table')).toBeNull();
  },
};

/** The hold banner alone, for a gap: no reading since the last one. */
export const GapBanner: StoryObj<typeof HoldBanner> = {
  render: () => (
    <HoldBanner
      hold={{ ...hold, reason: 'gap', celsius: null, lastReadingAt: '2026-12-04T09:00:00.000Z' }}
      count={5}
    />
  ),
};
