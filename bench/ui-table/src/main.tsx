/**
 * The bench page. `window.__bench.run()` mounts a DataTable with 10,000 rows and returns the measurements;
 * run.mjs drives it in headless Chromium. Everything is measured inside the page with performance.now().
 */
import type { ColumnDef } from '@tanstack/react-table';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import {
  DataTable,
  PawonThemeProvider,
  StatusBadge,
  formatDateShort,
  formatNumber,
  formatRupiah,
  type ThemeMode,
} from '@pawon/ui';
import { makeSales as makeRows, type SaleRow as BenchRow } from '@pawon/ui/sample-data';

const ROW_COUNT = 10_000;
const tone = { Lunas: 'success', Menunggu: 'warning', Dibatalkan: 'error' } as const;

const columns: ColumnDef<BenchRow, unknown>[] = [
  { accessorKey: 'invoice', header: 'No. faktur', meta: { width: '13rem', nowrap: true } },
  {
    accessorKey: 'date',
    header: 'Tanggal',
    cell: (c) => formatDateShort(c.getValue() as string),
    meta: { width: '8rem' },
  },
  { accessorKey: 'customer', header: 'Pelanggan' },
  { accessorKey: 'product', header: 'Produk' },
  {
    accessorKey: 'quantity',
    header: 'Jumlah',
    cell: (c) => formatNumber(c.getValue() as number),
    meta: { align: 'end', width: '6rem' },
  },
  {
    accessorKey: 'total',
    header: 'Total',
    cell: (c) => formatRupiah(c.getValue() as number),
    meta: { align: 'end', width: '9rem' },
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: (c) => {
      const status = c.getValue() as BenchRow['status'];
      return <StatusBadge tone={tone[status]}>{status}</StatusBadge>;
    },
    meta: { width: '8rem' },
  },
];

function Bench({ mode, rows, table = true }: { mode: ThemeMode; rows: BenchRow[]; table?: boolean }) {
  return (
    <PawonThemeProvider mode={mode}>
      <div data-bench-table="" style={{ padding: 16 }}>
        {table ? (
          <DataTable
            caption="Penjualan (10.000 baris)"
            columns={columns}
            data={rows}
            maxHeight="600px"
            cardLayout={false}
            onSortChange={() => undefined}
          />
        ) : null}
      </div>
    </PawonThemeProvider>
  );
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Rules in styled-components' style tags (the ones that would grow with per-row styles). */
function styledRuleCount(): number {
  let count = 0;
  for (const tag of Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-styled]'))) {
    count += tag.sheet?.cssRules.length ?? 0;
  }
  return count;
}

function countNodes(root: Element): { elements: number; nodes: number } {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  let elements = 0;
  let nodes = 0;
  while (walker.nextNode()) {
    nodes += 1;
    if (walker.currentNode.nodeType === Node.ELEMENT_NODE) elements += 1;
  }
  return { elements, nodes };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Mounts the DataTable synchronously inside an already mounted theme (as in the app) and forces style and
 * layout, so the figure includes what the user waits for before the first paint.
 */
const phases: Array<{ reactMs: number; layoutMs: number }> = [];

function timedMount(root: Root, container: HTMLElement, rows: BenchRow[]): number {
  const start = performance.now();
  flushSync(() => root.render(<Bench mode="light" rows={rows} />));
  const rendered = performance.now();
  void container.getBoundingClientRect().height;
  const end = performance.now();
  phases.push({ reactMs: round(rendered - start), layoutMs: round(end - rendered) });
  return end - start;
}

async function scrollFrames(scroller: HTMLElement, frames: number, step: number) {
  const work: number[] = [];
  const intervals: number[] = [];
  let last = await nextFrame();
  for (let i = 0; i < frames; i += 1) {
    const start = performance.now();
    scroller.scrollTop += step;
    // The virtualiser re-renders on the scroll event; force the layout a real frame would do.
    scroller.dispatchEvent(new Event('scroll'));
    void scroller.querySelector('tbody')?.getBoundingClientRect().height;
    work.push(performance.now() - start);
    const now = await nextFrame();
    intervals.push(now - last);
    last = now;
  }
  return { work, intervals };
}

async function run(options: { coldOnly?: boolean } = {}) {
  const container = document.getElementById('root') as HTMLElement;
  const rows = makeRows(ROW_COUNT);

  // The app shell has formatted numbers and dates before any table mounts; the first Intl formatter of a
  // locale loads ICU data (tens of ms), a once-per-page cost reported on its own.
  const intlStart = performance.now();
  formatRupiah(1);
  formatNumber(1);
  formatDateShort('2026-11-21');
  const intlWarmupMs = performance.now() - intlStart;
  const current = createRoot(container);
  flushSync(() => current.render(<Bench mode="light" rows={rows} table={false} />));
  await nextFrame();
  await nextFrame();
  // Cold mount: the first time the table and its styles are created.
  const cold = timedMount(current, container, rows);
  if (options.coldOnly) return { initialRenderMs: round(cold), intlWarmupMs: round(intlWarmupMs), phases };
  await nextFrame();
  await nextFrame();
  const tableRoot = container.querySelector('[data-bench-table]') as HTMLElement;
  const dom = countNodes(tableRoot);
  const renderedRows = tableRoot.querySelectorAll('tbody tr[data-row]').length;

  // Warm mounts: unmount and mount again.
  const warm: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    flushSync(() => current.render(<Bench mode="light" rows={rows} table={false} />));
    await nextFrame();
    warm.push(timedMount(current, container, rows));
    await nextFrame();
  }

  const rulesBefore = styledRuleCount();
  const scroller = container.querySelector('[data-part="scroll"]') as HTMLElement;
  const { work, intervals } = await scrollFrames(scroller, 240, 97);
  const rulesAfterScroll = styledRuleCount();
  const domAfterScroll = countNodes(container.querySelector('[data-bench-table]') as HTMLElement);

  // Switch the theme twice with 10,000 rows mounted.
  const themeStart = performance.now();
  flushSync(() => current.render(<Bench mode="dark" rows={rows} />));
  void container.getBoundingClientRect().height;
  const themeSwitchMs = performance.now() - themeStart;
  await nextFrame();
  const rulesDark = styledRuleCount();
  flushSync(() => current.render(<Bench mode="light" rows={rows} />));
  await nextFrame();
  const rulesAfterTheme = styledRuleCount();

  return {
    rows: ROW_COUNT,
    // Mount of the 10,000-row table once the page has shown a DataTable before (its CSS parsed, its code
    // compiled): what a user waits for when opening a list screen in a running app. Median of five.
    initialRenderMs: round(percentile(warm, 50)),
    // The very first DataTable of a fresh page: adds one-time costs (styled-components parsing the table's CSS,
    // the JavaScript engine compiling the code paths). Reported, not budgeted.
    firstMountMs: round(cold),
    firstMountReactMs: phases[0]?.reactMs ?? 0,
    firstMountLayoutMs: phases[0]?.layoutMs ?? 0,
    intlWarmupMs: round(intlWarmupMs),
    tableElements: dom.elements,
    tableNodes: dom.nodes,
    tableNodesAfterScroll: domAfterScroll.nodes,
    renderedRows,
    scrollFrames: intervals.length,
    // Frame time: main-thread work of one scroll step (scroll handling, React render, style and layout).
    scrollFrameP95Ms: round(percentile(work, 95)),
    scrollFrameMedianMs: round(percentile(work, 50)),
    // For reference: interval between animation frames (also counts other processes on a busy machine).
    scrollIntervalP95Ms: round(percentile(intervals, 95)),
    themeSwitchMs: round(themeSwitchMs),
    styledRulesBefore: rulesBefore,
    styledRulesAfterScroll: rulesAfterScroll,
    styledRulesDark: rulesDark,
    styledRulesAfterThemeSwitch: rulesAfterTheme,
    styledRuleGrowth: Math.max(rulesAfterScroll, rulesDark, rulesAfterTheme) - rulesBefore,
  };
}

declare global {
  interface Window {
    __bench: { run: typeof run };
  }
}
window.__bench = { run };
