import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ColumnDef, SelectOption } from '@pawon/ui';
import type { Identified, ListAtoms, SortDir } from '../listAtoms';

/** How a field of a resource form is edited. */
export type ResourceFieldKind =
  'text' | 'email' | 'tel' | 'password' | 'textarea' | 'switch' | 'select' | 'checkboxes';

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
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  /** Choices of `select` and `checkboxes`: fixed, or loaded when the form opens. */
  options?: readonly SelectOption[] | (() => Promise<SelectOption[]>);
  /** Only when creating (an initial password) or only when editing. @default 'always' */
  when?: 'always' | 'create' | 'edit';
  /** Extra check on the value; return a message when it is wrong. */
  validate?: (value: unknown, values: V) => string | true;
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

/** A filter above the table, kept in the URL under its name (`?active=true`). */
export interface ResourceFilter {
  name: string;
  label: string;
  /** Choices (besides "all"). */
  options: readonly SelectOption[];
  /** Placeholder meaning "no filter". */
  allLabel: string;
  /** URL text → the value sent to the server. @default the text */
  parse?: (value: string) => string | number | boolean;
}

/** What the list screen passes to extra row actions (reset password…). */
export interface RowActionContext<T> {
  record: T;
  edit: () => void;
  remove: () => void;
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
  /** The list atoms (from `createListAtoms`). */
  list: ListAtoms<T>;
  columns: ColumnDef<T, unknown>[];
  /** Filters above the table. */
  filters?: ResourceFilter[];
  /** Sort used when the URL has none. */
  defaultSort?: { sortBy: string; sortDir: SortDir };
  /** Rows per page when the URL has none. @default 25 */
  defaultPerPage?: number;
  /** Form fields (when `FormBody` is not given). */
  fields: ResourceField<V>[];
  /** Form values for a new record (`null`) or an existing one. */
  toFormValues: (record: T | null) => V;
  create?: (values: V) => Promise<T>;
  update?: (record: T, values: V) => Promise<T>;
  /** Deletes and answers every id that went (a record can take others along). */
  remove?: (record: T) => Promise<number[]>;
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
  /** Replaces the generated fields (a form with a tree, a user picker…). */
  FormBody?: (props: { form: UseFormReturn<V>; record: T | null }) => ReactNode;
  /** Extra buttons per row, shown beside edit and delete. */
  rowActions?: (context: RowActionContext<T>) => ReactNode;
}
