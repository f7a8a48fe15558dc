import { useAtom } from 'jotai';
import type { ReactElement } from 'react';
import { Button, Menu, type MenuEntry } from '@pawon/ui';
import { csvSeparatorAtom, type CsvSeparator } from './files';
import idTexts from '../i18n/catalogues/id/common.json';
import { catalogueArea } from '../i18n/area';

const tr = catalogueArea(idTexts);
const SEPARATORS = {
  ';': { labelKey: 'common.export.semicolon', hintKey: 'common.export.semicolonHint' },
  ',': { labelKey: 'common.export.comma', hintKey: 'common.export.commaHint' },
} as const;
const FORMATS = { xlsx: 'Excel (XLSX)', csv: 'CSV', pdf: 'PDF' } as const;
const FORMAT_ICONS = { xlsx: 'bx-spreadsheet', csv: 'bx-file', pdf: 'bxs-file-pdf' } as const;

/** A file an export can be: every list's XLSX and CSV, and a PDF where the server makes one (the Register Halal). */
export type ExportFormat = 'xlsx' | 'csv' | 'pdf';
/** The files every list exports. */
export type SheetFormat = 'xlsx' | 'csv';
const SHEETS: readonly SheetFormat[] = ['xlsx', 'csv'];

/** One way of laying out the file (the orders: one row per order, or per line). */
export interface ExportVariant {
  value: string;
  label: string;
}

/** What the user chose: the format, the CSV separator (remembered) and, for a file with variants, which. */
export interface ExportChoice<F extends ExportFormat = SheetFormat> {
  format: F;
  separator: CsvSeparator;
  variant?: string;
}

/** The remembered separator; anything else stored under its key counts as the default. */
export function useCsvSeparator(): [CsvSeparator, (next: CsvSeparator) => void] {
  const [stored, setStored] = useAtom(csvSeparatorAtom);
  return [stored === ',' ? ',' : ';', setStored];
}

/** The menu entries of the separator choice: the chosen one checked. */
export function separatorEntries(separator: CsvSeparator, choose: (next: CsvSeparator) => void): MenuEntry[] {
  return [
    'separator',
    { group: tr('common.export.separator') },
    ...([';', ','] as const).map((value): MenuEntry => ({
      label: tr(SEPARATORS[value].labelKey),
      // Both with an icon (a radio mark), so that their labels line up.
      icon: value === separator ? 'bx-radio-circle-marked' : 'bx-radio-circle',
      shortcut: value === separator ? tr('common.export.inUse') : undefined,
      onSelect: () => choose(value),
    })),
  ];
}

/**
 * The export control of a list or report: Excel (XLSX) or CSV (and PDF where the export makes one), for each variant
 * when the file has several (per order, per line), and the CSV separator, `;` or `,`, remembered in this browser and
 * sent with every CSV export.
 */
export function FileExportMenu<F extends ExportFormat = SheetFormat>({
  trigger,
  variants,
  formats = SHEETS as readonly F[],
  onExport,
}: {
  /** The button that opens the menu. */
  trigger: ReactElement;
  /** Layouts of the file; none: one. @default undefined */
  variants?: ExportVariant[];
  /** The files offered, in this order. @default ['xlsx', 'csv'] */
  formats?: readonly F[];
  onExport: (choice: ExportChoice<F>) => void;
}) {
  const [separator, setSeparator] = useCsvSeparator();
  const files = (variant?: ExportVariant): MenuEntry[] =>
    formats.map((format) => ({
      label: variant
        ? tr('common.export.variantFile', { variant: variant.label, file: FORMATS[format] })
        : FORMATS[format],
      icon: FORMAT_ICONS[format],
      onSelect: () => onExport({ format, separator, ...(variant ? { variant: variant.value } : {}) }),
    }));
  const items: MenuEntry[] = variants?.length
    ? variants.flatMap((v): MenuEntry[] => [{ group: v.label }, ...files(v)])
    : files();
  return <Menu trigger={trigger} items={[...items, ...separatorEntries(separator, setSeparator)]} />;
}

/**
 * The CSV separator on its own, beside a report's export buttons: a small menu that shows the separator in use
 * and changes it (remembered, as in the export menus).
 */
export function CsvSeparatorMenu({ disabled = false }: { /** @default false */ disabled?: boolean }) {
  const [separator, setSeparator] = useCsvSeparator();
  return (
    <Menu
      trigger={
        <Button
          variant="outline"
          icon="bx-cog"
          disabled={disabled}
          title={tr(SEPARATORS[separator].hintKey)}
          data-testid="csv-separator"
        >
          {tr('common.export.separatorShort', { separator })}
        </Button>
      }
      items={separatorEntries(separator, setSeparator).slice(1)}
    />
  );
}
