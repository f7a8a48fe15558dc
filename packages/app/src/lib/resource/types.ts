import type { OperationId } from '@pawon/api-client';
import type { CsvSeparator } from '../files';
import type { ExportVariant } from '../FileExportMenu';
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ColumnDef, ComboboxOption, DatePreset, SelectOption } from '@pawon/ui';
import type { ListSource } from '../query/lists';
import type { Identified, ListQuery, SortDir } from '../listQuery';
import type { Lookup } from '../lookups';
import type { QueuedOperation } from '../offline/queued';
import type { ActionContext } from '../rights';
import type { AppStore } from '../store';
import type { ListSelection } from './useListSelection';

/** How a field of a resource form is edited. */
export type ResourceFieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'password'
  | 'textarea'
  | 'switch'
  | 'select'
  | 'combobox'
  | 'checkboxes'
  | 'money'
  | 'quantity'
  | 'date'
  | 'image'
  | 'file';

/**
 * A file field (`image`, `file`: a document kept with the record, a halal certificate): sent once the record is
 * saved, to its own upload operation (`{ id, <part>: file }`); its saved file read with the session.
 */
export interface ResourceFile {
  /** The upload operation. @default the resource's `operations.upload` */
  upload?: OperationId;
  /** The body part that carries the file. @default the field's name */
  part?: string;
  /**
   * The operation serving the saved file by its name (`…/file/{name}`), read with the session and opened on
   * "Lihat file". @default none (an image's URL is shown as it is)
   */
  view?: OperationId;
  /** Accepted MIME types, checked in the browser. @default the ui upload's (images; a document: PDF, JPG, PNG) */
  accept?: readonly string[];
  /** Largest file in bytes, checked in the browser. @default 2 MB */
  maxSize?: number;
}

/** Choices of a `combobox` searched on the server as the user types: a table too big to load whole (vendors). */
export interface FieldSearch {
  /** The first page of choices matching the typed text. */
  load: (query: string) => Promise<ComboboxOption[]>;
  /** The label of the record's saved choice, from the record (its answer names it). */
  labelOf: (record: unknown) => string | undefined;
}

/** Fixed choices or a cached reference list. */
export type FieldOptions = readonly SelectOption[] | Lookup<SelectOption[]>;

/** One field of a resource form, described once; the generic form renders and validates it. */
export interface ResourceField<V extends FieldValues> {
  name: Path<V>;
  label: string;
  kind: ResourceFieldKind;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** A pattern the value must match, with its message. */
  pattern?: { value: RegExp; message: string };
  /** The value of a new record (today for a date…), when not the contract's empty value. */
  defaultValue?: () => unknown;
  /** Lowest and highest number (money, quantity). */
  min?: number;
  max?: number;
  /** A quantity's unit shown after it (`kg`), fixed or from the form's values. */
  unit?: string | ((values: V) => string | undefined);
  /** A file field (`image`, `file`): the URL of the saved file (an image shown until another is chosen). */
  currentFile?: (record: unknown) => string | null | undefined;
  /** A file field's upload, view and accepted files. */
  file?: ResourceFile;
  /**
   * Whether the field shows for the form's values (a certificate's file once the status is "certified"); a hidden
   * file field is not sent. @default always
   */
  shownWhen?: (values: V) => boolean;
  /** A line under the field: fixed, or from the form's values (the chosen material's stock). */
  hint?: string | ((values: V) => string | undefined);
  placeholder?: string;
  autoComplete?: string;
  /**
   * Choices of `select`, `combobox` and `checkboxes`: fixed, a cached reference list (`lib/lookups`), or either
   * chosen from the form's other values (the regencies of the chosen province); `null` while there are none.
   */
  options?: FieldOptions | ((values: V) => FieldOptions | null);
  /** A `combobox`'s choices searched on the server instead of `options`. @default undefined */
  search?: FieldSearch;
  /** The field whose change empties this one (a regency when its province changes). */
  dependsOn?: Path<V>;
  /** A select's first choice meaning none (`null`), its label. @default no such choice */
  none?: string;
  /** Only when creating (an initial password) or only when editing. @default 'always' */
  when?: 'always' | 'create' | 'edit';
  /** Why the field cannot be changed for this record (shown as its hint), if it cannot. */
  lockedFor?: (record: unknown, context: ActionContext) => string | undefined;
  /** Extra check on the value; return a message when it is wrong. */
  validate?: (value: unknown, values: V) => string | true;
  /**
   * A menu url: the field shows, and is sent, only for a user with that menu's view right (a field the contract
   * owns by menus, decision 014). Left out of the body for others, so an update keeps the stored value.
   */
  ownedBy?: string;
}

/** Text of one resource, in Indonesian (each feature's `messages.ts` provides it). */
export interface ResourceMessages {
  /** Page heading, e.g. "Position Management". */
  title: string;
  /** A line under the heading. */
  description?: string;
  /** The record type in a sentence: "jabatan". */
  singular: string;
  addLabel: string;
  addTitle: string;
  editTitle: string;
  created: (name: string) => string;
  updated: (name: string) => string;
  deleted: (name: string) => string;
  deleteTitle: string;
  /** What deleting this record means (children, users losing access…). */
  deleteText: (name: string) => string;
  searchLabel: string;
  searchPlaceholder: string;
  empty: string;
  emptyText?: string;
  /** The table's accessible name. */
  caption: string;
}

/** A filter's choices searched on the server as the user types: a table too big to load whole (customers). */
export interface FilterSearch {
  /** The first page of choices matching the typed text. */
  load: (query: string) => Promise<ComboboxOption[]>;
  /**
   * The label of the value the URL holds before anything was chosen here (a reload, a shared link), from the
   * rows the list answered for it.
   */
  labelFrom: (value: string, rows: readonly unknown[]) => string | undefined;
}

/** A filter above the table, kept in the URL under its name (`?active=true`). */
export interface ResourceFilter {
  name: string;
  label: string;
  /**
   * Choices (besides "all"): fixed, a cached reference list, or either chosen from the other filters' URL text
   * (the regencies of the province filtered by); `null` while there are none.
   */
  options: FieldOptions | ((filters: (name: string) => string) => FieldOptions | null);
  /** The filter whose change clears this one (the regency when the province changes). */
  dependsOn?: string;
  /** Choices searched on the server instead of `options` (left empty then). @default undefined */
  search?: FilterSearch;
  /** Placeholder meaning "no filter". */
  allLabel: string;
  /** URL text → the value sent to the server. @default the text */
  parse?: (value: string) => string | number | boolean;
  /**
   * How many rows each choice would show, from what the list answered besides its rows (an order's state
   * counts): by choice value, `''` for "all"; shown after each choice's label.
   */
  counts?: (summary: Readonly<Record<string, unknown>>) => Readonly<Record<string, number>> | undefined;
}

/** A spreadsheet answered by an export or template call. */
export interface DownloadedFile {
  blob: Blob;
  /** The file name the server gave (`produk-2026-11-23.xlsx`). */
  name: string;
}

export type FileFormat = 'xlsx' | 'csv';

/** One row's result of an import (the contract's `ImportRow`). */
export interface ImportRowResult {
  row: number;
  action: 'add' | 'update' | 'error';
  key?: string | null | undefined;
  name?: string | null | undefined;
  errors?: Record<string, string[]> | undefined;
}

/** The answer of an import or its dry run (the contract's `ImportResponse`). */
export interface ImportResult {
  message?: string | undefined;
  dryRun: boolean;
  applied: boolean;
  added: number;
  updated: number;
  failed: number;
  rows: ImportRowResult[];
}

/** Spreadsheet export and import of a list, where the contract has those calls. */
export interface ResourceTransfer {
  /**
   * Every row matching the list's search, filters and sort, as a file (needs the view right); a CSV with the user's
   * separator, in the layout `variant` when the file has several.
   */
  exportFile?: (
    query: ListQuery,
    format: FileFormat,
    options?: { separator?: CsvSeparator; variant?: string },
  ) => Promise<DownloadedFile>;
  /** Layouts of the export file (the orders: one row per order, or per line). @default one */
  exportVariants?: () => ExportVariant[];
  /** Checks (`dryRun`) or applies an import file (needs the create right). */
  importFile?: (file: File, dryRun: boolean) => Promise<ImportResult>;
  /** The empty import file with its columns and an example row. */
  template?: (format: FileFormat) => Promise<DownloadedFile>;
  /** What a row is matched by, in a sentence (`kode produk`). */
  importKey?: string;
}

/** A period filter above the table (presets and a date range), kept in the URL (`?period=range&from=…&to=…`). */
export interface ResourcePeriod {
  /** The list body's names of the first and last day. @default 'dateFrom', 'dateTo' */
  from?: string;
  to?: string;
  /** The preset shown when the URL has none. @default 'month' */
  defaultPreset?: DatePreset;
  /**
   * A record's date (`YYYY-MM-DD`) in the period's terms: a saved record dated within the period shown stays on the
   * page by the list rules, without loading the page again. @default the page loads again after a save
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any record
  dateOf?: (record: any) => string | null;
}

/** Rows that open a detail row under them (the lots a usage drew from). */
export interface ResourceExpansion<T> {
  render: (record: T) => ReactNode;
  /** Whether a record has a detail to show. @default every record */
  canExpand?: (record: T) => boolean;
  /** The open/close button's accessible name. */
  label: (record: T) => string;
}

/** Whether a row's action may be used; when not, why (shown on the disabled button). */
export interface ActionState {
  disabled: boolean;
  /** Indonesian, one sentence: shown as the tooltip and read as the button's description. */
  reason?: string | undefined;
}

/** A confirmation asked before a save (e.g. when it takes rights away from the signed-in user). */
export interface SaveConfirmation {
  title: string;
  text: string;
  confirmLabel: string;
}

/** A resource's own way to compare and re-apply what was typed over a version someone else saved. */
export interface ResourceConflict<T, V extends FieldValues> {
  /** What differs between their version and what was typed, each marked when the user left it as opened. */
  differences: (input: {
    theirs: T;
    opened: T;
    theirValues: V;
    yours: V;
    openedValues: V;
    store: AppStore;
  }) => Difference[];
  /** What the user changed since opening, on top of their version. */
  reapply: (opened: V, theirs: V, yours: V) => V;
}

/** What the list screen passes to extra row actions (reset password…). */
export interface RowActionContext<T> {
  record: T;
  edit: () => void;
  remove: () => void;
  /** With `foldActions`: opens the record's history of changes; absent without the right to see it. */
  history?: () => void;
  /** With `foldActions`: why the delete is refused (a right, or the record's state), absent when it is allowed. */
  deleteReason?: string;
  /** With `foldActions`: whether the screen deletes at all (no entry when it does not). */
  canDelete?: boolean;
}

/**
 * One entity as the generic screens see it: how to list, create, update and delete it, its columns and form
 * fields, and its text. A master-data screen is a descriptor plus `<ResourceListScreen resource={…} />`.
 */
export interface ResourceDescriptor<T extends Identified, V extends FieldValues> {
  /** A short key (`position`); also the prefix of test ids. */
  key: string;
  /** The menu url whose rights decide which actions show (`/position-management`). */
  menuUrl: string;
  messages: ResourceMessages;
  /** The list: its key and how a page is read (`useListPage`, `written`). */
  list: ListSource<T>;
  columns: ColumnDef<T, unknown>[];
  /**
   * Columns shown only to users with a menu's view right, by column id → menu url: fields the server leaves out
   * for others (decision 014). The list hook (`useResourceTable`) leaves those columns out. @default none
   */
  columnOwners?: Readonly<Record<string, string>>;
  /** Filters above the table. */
  filters?: ResourceFilter[];
  /** Labels of every field by name (an import's problems name fields the form may not show). */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Export and import of the list as a spreadsheet. */
  transfer?: ResourceTransfer;
  /** A period filter (date presets and a range) before the other filters. */
  period?: ResourcePeriod;
  /**
   * A totals row under the table, from what the list answered besides its rows (`totals` of every matching row,
   * not only the page): the footer of each column by column id.
   */
  totals?: (summary: Readonly<Record<string, unknown>>) => Partial<Record<string, ReactNode>>;
  /** Rows that open a detail row. */
  expansion?: ResourceExpansion<T>;
  /**
   * A notice between the heading and the table, from the rows on screen (a webhook Pawon turned off and how to turn
   * it back on). @default none
   */
  notice?: (rows: readonly T[]) => ReactNode;
  /**
   * The empty list (nothing yet: no search, no filter) offers the add button under its text too, for a screen whose
   * first record is what the user came for (a webhook). @default the heading's add button only
   */
  emptyAdds?: boolean;
  /** Sort used when the URL has none. */
  defaultSort?: { sortBy: string; sortDir: SortDir };
  /** Rows per page when the URL has none. @default 25 */
  defaultPerPage?: number;
  /** Row spacing of the table (`compact`: about twice the rows in view, small row buttons). @default 'comfortable' */
  density?: 'comfortable' | 'compact';
  /**
   * A compact card on a phone: the columns (by id, `actions` for the row's buttons) in grid areas, without labels
   * (DataTable `cardTemplate`). @default a "label: value" line per column
   */
  cardTemplate?: string;
  /** The filters fold behind one "Filter" button at every width, not only on a phone. @default false */
  foldFilters?: boolean;
  /** Form fields (when `FormBody` is not given). */
  fields: ResourceField<V>[];
  /** Form values for a new record (`null`) or an existing one. */
  toFormValues: (record: T | null) => V;
  /**
   * Form values from an add body (a refused offline write opened to correct it, decision 039).
   * @default a new record's values with the body's fields of the same names over them
   */
  fromBody?: (body: unknown) => V;
  create?: (values: V, options?: CreateOptions) => Promise<T>;
  /**
   * The add button opens a dialog of the screen's own instead of the generated form (a payment: its dialog is shared
   * with the order detail, which opens it too); the dialog tells the list itself (`written`). @default the form
   */
  AddDialog?: ComponentType<{ open: boolean; onClose: () => void }>;
  /**
   * An import of the screen's own beside the add button (a bank statement on Pembayaran), instead of the generic
   * spreadsheet import of `transfer.importFile`: its button's words and its dialog, mounted from its first opening,
   * for users with the create right. @default none
   */
  importDialog?: { readonly label: string; Dialog: ComponentType<{ open: boolean; onClose: () => void }> };
  update?: (record: T, values: V) => Promise<T>;
  /** Deletes and answers every id that went (a record can take others along). */
  remove?: (record: T) => Promise<number[]>;
  /**
   * The delete keeps the record and asks why (a payment is reversed, never removed): the confirmation asks for a
   * reason, `reverse` sends it and answers the record as it is now, which the list shows in its place. The row's
   * delete button, the confirmation and its toast take these words. Used instead of `remove`. @default none
   */
  reversal?: ResourceReversal<T>;
  /** The record's name in sentences and toasts. */
  describe: (record: T) => string;
  /** Server field name → form field name, for server errors. */
  renameErrors?: Readonly<Record<string, string>>;
  /** Extra text in the delete confirmation (e.g. the children that go along), from the listed rows. */
  deleteDetails?: (record: T, rows: readonly T[]) => ReactNode;
  /**
   * Fetch the list again after a save, for lists whose order the server decides (a tree): the new record is
   * shown at the front at once (spec), then in its place.
   */
  reloadAfterSave?: boolean;
  /** The server pages the list. Off for small trees fetched whole (menus). @default true */
  paged?: boolean;
  /** Dialog width. @default 'md' */
  formSize?: 'sm' | 'md' | 'lg';
  /**
   * A new record's input is kept on this device as a draft while its form is open, put back when the form opens
   * again (after a closed tab or a reload), and removed once saved or discarded (the new order, issue 37).
   * @default false
   */
  keepsDraft?: boolean;
  /**
   * The queued writes of this operation (new records saved without a connection, decision 039) are shown on top of
   * the rows, marked "Menunggu sinkron" or "Gagal dikirim", until the server has them. @default none
   */
  queued?: QueuedOperation;
  /**
   * Replaces the generated fields (a form with a tree, a user picker…). `failure` is the last save's error while
   * `showsFailure` takes it (a refusal the body explains and offers a way past: the halal override, decision 057).
   */
  FormBody?: (props: { form: UseFormReturn<V>; record: T | null; failure?: unknown }) => ReactNode;
  /**
   * A failed save the form body shows itself (given to `FormBody` as `failure`) instead of the kit's toast.
   * @default none: every failure goes to its fields or the toast
   */
  showsFailure?: (error: unknown) => boolean;
  /**
   * How a stale save's conflict is shown and kept for a form of its own (`FormBody`), whose values are not the
   * generated fields: what differs, and what was typed re-applied on the version now current.
   * @default the generated fields, compared and re-applied field by field
   */
  conflict?: ResourceConflict<T, V>;
  /** Extra buttons per row, shown beside edit and delete. */
  rowActions?: (context: RowActionContext<T>) => ReactNode;
  /**
   * The record type as the audit log names it (`product`): each row gets a "Riwayat" button to the record's history
   * of changes, for users with the view right on it (decision 030). @default none
   */
  historyEntity?: string;
  /**
   * The row's history and delete are entries of its own menu (`rowActions` draws them from its context) instead of
   * buttons beside edit, so a list of many columns keeps their room (Data Transaksi at 1366 px). @default false
   */
  foldActions?: boolean;
  /**
   * Row checkboxes (across pages, and "all matching the filter") and the bar of actions on the chosen rows, drawn
   * under the table while some are chosen. @default no selection
   */
  bulk?: (selection: ListSelection<T>) => ReactNode;
  /**
   * Rules the client knows for sure (one's own account, the Super Admin group, the administration menus): an
   * action that does not apply to a record shows disabled with its reason instead of failing after the click.
   */
  actionState?: (
    record: T,
    action: 'edit' | 'delete',
    context: ActionContext,
    /** The rows on screen (a menu's children, for instance). */
    rows: readonly T[],
  ) => ActionState;
  /** A confirmation to ask before saving these values (taking rights away from oneself), or null. */
  confirmSave?: (record: T | null, values: V, context: ActionContext) => SaveConfirmation | null;
  /**
   * The write may have changed the signed-in user's own menus or rights (their group, a menu, their account):
   * the session is refreshed from `/api/me` at once, so the sidebar follows. @default never
   */
  affectsSession?: (record: T | null, context: ActionContext) => boolean;
}

/** A delete that keeps the record, marked, with the reason the user gives (`ResourceDescriptor.reversal`). */
export interface ResourceReversal<T> {
  reverse: (record: T, reason: string) => Promise<T>;
  /** The row button's accessible name (`Batalkan pembayaran Rp 500.000 dari …`). */
  label: (name: string) => string;
  /** The confirm button (`Batalkan pembayaran`). */
  confirmLabel: string;
  /** The reason field's label (`Alasan pembatalan`). */
  reasonLabel: string;
  /** The fewest characters the reason takes, and what to say when it is shorter. */
  minLength: number;
  tooShort: string;
  /** The toast's title once done (`Dibatalkan`). */
  doneTitle: string;
}

/** How a new record is written, besides its values. */
export interface CreateOptions {
  /** The key of a refused offline write this one corrects (decision 039): it leaves the queue once this is saved. */
  replaces?: string;
}

/** One field that differs between the saved version and what the user typed (the version conflict notice). */
export interface Difference {
  name: string;
  label: string;
  theirs: string;
  yours: string;
  /** The user left this field as it was opened: their value is kept when the user keeps theirs or re-applies. */
  untouched: boolean;
}
