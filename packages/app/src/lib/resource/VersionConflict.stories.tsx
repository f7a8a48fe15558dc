import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { VersionConflictNotice } from './VersionConflict';

/** The notice of a stale save, as a form dialog shows it above its fields. */
const meta = {
  title: 'App/Version conflict notice',
  component: VersionConflictNotice,
  args: {
    conflict: {
      version: 3,
      changedAt: '2026-11-27T14:20:00Z',
      changedBy: 'Pemilik Pawon',
      record: {},
    },
    diffs: [
      {
        name: 'packs.0',
        label: 'Paket 1',
        theirs: '3 × Kerdus: Risol Bentrok MWZ1E8IH 4 pcs (beku)',
        yours: '2 × Kerdus: Risol Bentrok MWZ1E8IH 4 pcs (beku)',
        untouched: true,
      },
      { name: 'note', label: 'Catatan', theirs: '—', yours: 'Titip di pos satpam', untouched: false },
      { name: 'code', label: 'Kode', theirs: 'KNOMWZ1E8IHKNOMWZ1E8IH', yours: 'KNO-1', untouched: false },
    ],
    onKeepMine: fn(),
    onTakeTheirs: fn(),
  },
} satisfies Meta<typeof VersionConflictNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who, when, what differs, and the two ways out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('alert', { name: /^Data ini diubah oleh Pemilik Pawon/ });
    await expect(within(notice).getByRole('row', { name: /^Catatan/ })).toHaveTextContent(
      'Catatan—Titip di pos satpam',
    );
    await expect(within(notice).getByRole('button', { name: 'Pakai versi Pemilik Pawon' })).toBeEnabled();
  },
};

/**
 * On a phone the table is narrow: the column headers and field names stay whole words (they were split to
 * "Kolo m" and "Pake t 1"); only a long value breaks inside.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // Inside a form dialog, whose body breaks long words anywhere (ui Dialog.Body).
  decorators: [
    (Story) => (
      <div style={{ overflowWrap: 'anywhere' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(390);
    const table = within(canvasElement).getByRole('table', { name: 'Yang berbeda dari isian Anda' });
    const oneLine = (cell: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return range.getClientRects().length;
    };
    for (const name of ['Kolom', 'Paket 1', 'Catatan', 'Kode']) {
      const cell = within(table).getAllByRole(name === 'Kolom' ? 'columnheader' : 'rowheader', { name })[0]!;
      await expect(oneLine(cell)).toBe(1);
    }
  },
};

/** The dark theme: the warning surface keeps its text readable. */
export const Dark: Story = { globals: { theme: 'dark' } };
