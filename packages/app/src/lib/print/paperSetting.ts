import { useAtom } from 'jotai';
import { atomWithLocalStorage, STORAGE_KEYS } from '../storage';
import type { PaperLayout } from './PrintCopy';

/** Every paper the app prints on: an A4 sheet, or an 80 or 58 mm thermal roll. */
export const PAPER_LAYOUTS = ['a4', '80mm', '58mm'] as const satisfies readonly PaperLayout[];

/**
 * The paper this device's receipts print on (the printer beside it), remembered in this browser: chosen in an order's
 * or a payment's print dialog, the next one opens on it. A4 until one is chosen.
 */
export const receiptPaperAtom = atomWithLocalStorage<PaperLayout>(STORAGE_KEYS.paper, 'a4');

/**
 * The device's receipt paper among `allowed` (its first when the stored one is not among them, or is not a paper at
 * all: a value from an older app or typed by hand), and the setter that remembers another.
 */
export function useReceiptPaper(
  allowed: readonly PaperLayout[] = PAPER_LAYOUTS,
): [PaperLayout, (layout: PaperLayout) => void] {
  const [stored, setStored] = useAtom(receiptPaperAtom);
  const layout = allowed.includes(stored) ? stored : (allowed[0] ?? 'a4');
  return [layout, setStored];
}
