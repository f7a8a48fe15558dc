import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PROFILE } from '../../test/businessProfile';
import { failure, PENDING, success, type MockHandlers } from '../../test/mockOperations';
import { fitsWidth } from '../../test/fitsWidth';
import { pageStories, screenDecorator } from '../../test/screenStories';
import AgingReportScreen from './AgingReportScreen';
import { AGING_SEARCH, agingReport, emptyAgingReport, statement } from './agingStoryFixtures';
import { t } from './messages';
import { StatementPaper } from './StatementPaper';

const profile: MockHandlers = { businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }) };

const shown = (
  handlers: MockHandlers,
  check: Parameters<typeof pageStories>[2]['check'],
  search = AGING_SEARCH,
) =>
  pageStories(t('reports.agingTitle'), AgingReportScreen, {
    path: '/report/aging',
    search,
    handlers: { paymentStatement: () => statement, ...profile, ...handlers },
    check,
  });

const totalRow = new RegExp(`^${t('reports.totalRow')}`);

const stories = shown({ reportAging: () => agingReport }, async (canvas) => {
  await expect(await canvas.findByRole('heading', { name: t('reports.agingTitle'), level: 1 })).toBeVisible();
  await expect(await canvas.findByText('Toko Sumber Rejeki')).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: t('reports.agingDate') })).toHaveValue('28 November 2026');
  await expect(canvas.getAllByText('Rp 11.103.500').length).toBeGreaterThan(0);
  await expect(
    canvas.getByRole('link', { name: t('reports.agingRemind', { name: 'Toko Sumber Rejeki' }) }),
  ).toBeVisible();
  await fitsWidth(
    canvas,
    t('reports.caption', { title: t('reports.agingTitle'), period: '28 November 2026' }),
  );
});

const meta = { ...stories.meta, title: 'Screens/Umur Piutang' } satisfies Meta;
export default meta;
/**
 * Five customers at the end of 28 November: owing in every age, a deposit only, a long name without a phone (its
 * reminder off, saying why). The story's 1024 px leave the table as much room as the app at 1366 px beside its
 * sidebar: every column fits without scrolling sideways.
 */
export const Default = stories.Default;
export const Dark = stories.Dark;
/** 390 px: each customer a card of its figures and actions; the totals above, in the summary. */
export const Phone = stories.Phone;

/** The server's answer to a sort by > 60 hari (ties in the fixture's order). */
const byOver60 = (dir: 'asc' | 'desc' | undefined) => ({
  ...agingReport,
  rows: [...agingReport.rows].sort((a, b) => (dir === 'asc' ? 1 : -1) * (a.over60 - b.over60)),
});

/** Sorted by > 60 hari, largest first (on the server: the table shows one page of the customers). */
export const SortedByOverdue = shown(
  { reportAging: ({ body }) => (body?.sortBy === 'over60' ? byOver60(body.sortDir) : agingReport) },
  async (canvas) => {
    await expect(await canvas.findByText('Toko Sumber Rejeki')).toBeVisible();
    const header = canvas.getByRole('columnheader', { name: '> 60 hari' });
    await userEvent.click(within(header).getByRole('button'));
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await expect(canvas.getAllByRole('row')[2]).toHaveTextContent('Dapur Mama Rina');
    // The totals are every customer's, above the table (a page's rows are not all of them).
    await expect(canvas.queryByRole('row', { name: totalRow })).toBeNull();
    await expect(canvas.getByText('> 60 hari', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Rp 3.561.000',
    );
  },
).Default;

export const Loading = shown({ reportAging: () => PENDING }, async (canvas) => {
  await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
}).Default;

/** Nobody owes on that day: "Tidak ada piutang"; the summary says Rp 0. */
export const Empty = shown(
  { reportAging: () => emptyAgingReport },
  async (canvas) => {
    await expect(await canvas.findByText(t('reports.agingEmpty'))).toBeVisible();
    await expect(canvas.queryByRole('row', { name: totalRow })).toBeNull();
  },
  '?date=2026-01-02',
).Default;

export const EmptyDark = {
  ...Empty,
  globals: { theme: 'dark' },
} satisfies StoryObj;

export const Error = shown(
  {
    reportAging: () =>
      failure(503, 'Basis data sedang tidak dapat dihubungi.', undefined, undefined, {
        code: 'server.unavailable',
      }),
  },
  async (canvas) => {
    await expect(await canvas.findByText(/Basis data sedang tidak dapat dihubungi/)).toBeVisible();
  },
).Default;

/** A row's "Kartu piutang": November to the aging date, opening and closing (= the row's Saldo), every entry. */
const openStatement = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Toko Sumber Rejeki')).toBeVisible();
  await userEvent.click(
    canvas.getAllByRole('button', { name: t('reports.agingStatement', { name: 'Toko Sumber Rejeki' }) })[0]!,
  );
  // The statement's chunk loads when first opened, then asks for the statement: a loaded machine takes a while.
  const dialog = within(
    await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: t('reports.statementOf', { name: 'Toko Sumber Rejeki' }) },
      { timeout: 5_000 },
    ),
  );
  const reversal = await dialog.findByText(
    'Pembayaran dibatalkan · PAY-41 · Transfer · Transfer ditolak bank',
    {},
    { timeout: 5_000 },
  );
  // Visible once the dialog's opening fade is over (it starts at opacity 0).
  await waitFor(() => expect(reversal).toBeVisible());
  await expect(
    dialog.getByText(t('reports.statementOpening'), { selector: 'dt' }).nextElementSibling,
  ).toHaveTextContent('Rp 5.785.000');
  await expect(
    dialog.getByText(t('reports.statementClosing'), { selector: 'dt' }).nextElementSibling,
  ).toHaveTextContent('Rp 7.415.000');
  await expect(dialog.getByRole('textbox', { name: t('reports.statementFrom') })).toHaveValue(
    '1 November 2026',
  );
  await expect(dialog.getByRole('textbox', { name: t('reports.statementTo') })).toHaveValue(
    '28 November 2026',
  );
};

const statementStories = shown({ reportAging: () => agingReport }, async () => undefined);
export const Statement = {
  ...statementStories.Default,
  play: async ({ canvasElement }) => openStatement(canvasElement),
} satisfies StoryObj;
export const StatementPhone = {
  ...statementStories.Phone,
  play: async ({ canvasElement }) => openStatement(canvasElement),
} satisfies StoryObj;

export const StatementDark = {
  ...Statement,
  globals: { theme: 'dark' },
} satisfies StoryObj;

/** The statement as it prints: the business profile's heading, A4 with debit and credit apart. */
const paper = (layout: 'a4' | '80mm'): StoryObj<typeof StatementPaper> => ({
  decorators: [screenDecorator({ path: '/report/aging', search: AGING_SEARCH, handlers: profile })],
  // The statement is the story's data (args), as the server answers it.
  args: { statement, layout },
  render: (args) => <StatementPaper {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PROFILE.name)).toBeVisible();
    await expect(canvas.getByText(t('reports.statementPaper'))).toBeVisible();
    await expect(canvas.getByText(PROFILE.phone!)).toBeVisible();
    await expect(canvas.getByText('Saldo awal (1 Nov 2026)')).toBeVisible();
    await expect(canvas.getByText('Saldo akhir (28 Nov 2026)')).toBeVisible();
    await expect(canvas.getAllByText('Rp 7.415.000').length).toBeGreaterThan(0);
  },
});
export const PrintA4 = paper('a4');
/** On an 80 mm receipt: each entry's words across the roll, its signed move and the running balance under them. */
export const Print80mm = paper('80mm');
