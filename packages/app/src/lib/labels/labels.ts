import type { Schemas } from '@pawon/api-client';
import { fetchFile, type ApiFile } from '../files';
import { atomWithLocalStorage } from '../storage';

export type LabelSize = Schemas['LabelSize'];
export type LabelSheet = NonNullable<Schemas['LabelOptions']['sheet']>;

/** What is labelled: a product batch (its pack labels, with the QR) or a material lot (an internal label). */
export type LabelTarget =
  | { kind: 'batch'; batchId: number; title: string }
  | { kind: 'lot'; material: 'raw' | 'packaging'; lotId: number; title: string };

/** The label printer of this browser: its label size and whether it prints a roll or A4 sheets (decision 054). */
export interface LabelPrinter {
  size: LabelSize;
  sheet: LabelSheet;
}

export const LABEL_SIZES: readonly LabelSize[] = ['50x30', '40x30', '100x50'];
export const LABEL_SHEETS: readonly LabelSheet[] = ['roll', 'a4'];
/** The most labels one print asks for (the contract's bound). */
export const MAX_COPIES = 500;

/** The printer profile, remembered in this browser (each counter has its own printer). */
export const labelPrinterAtom = atomWithLocalStorage<LabelPrinter>('pawonLabelPrinter', {
  size: '50x30',
  sheet: 'roll',
});

/** The millimetres of a size (`50x30` → 50 × 30). */
export const sizeMm = (size: LabelSize) => {
  const [width, height] = size.split('x').map(Number) as [number, number];
  return { width, height };
};

/** The labels as the server makes them: a PDF of `copies` labels on the printer's paper. */
export function fetchLabels(target: LabelTarget, printer: LabelPrinter, copies: number): Promise<ApiFile> {
  const options = { size: printer.size, sheet: printer.sheet, copies };
  if (target.kind === 'batch')
    return fetchFile('stockLabel', { body: { batchId: target.batchId, ...options } }, 'label.pdf');
  return fetchFile(
    target.material === 'raw' ? 'bahanBakuLotLabel' : 'bahanKemasanLotLabel',
    { body: options, path: { id: String(target.lotId) } },
    'label.pdf',
  );
}
