import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@pawon/api-client';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator } from '../../test/screenStories';
import type { MockHandlers } from '../../test/mockOperations';
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

/** The hold banner alone, for a gap: no reading since the last one. */
export const GapBanner: StoryObj<typeof HoldBanner> = {
  render: () => (
    <HoldBanner
      hold={{ ...hold, reason: 'gap', celsius: null, lastReadingAt: '2026-12-04T09:00:00.000Z' }}
      count={5}
    />
  ),
};
