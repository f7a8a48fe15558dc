import {
  callOperation,
  operationRoutes,
  type BodyOf,
  type DatasOf,
  type OperationId,
} from '@pawon/api-client';
import type { SchemaRules } from '@pawon/api-client/constraints';
import { resources, type ResourceName } from '@pawon/api-client/resources';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { StatusBadge, Thumbnail, type ColumnDef } from '@pawon/ui';
import { api } from '../client';
import { appStore } from '../store';
import { formatDateShort, formatNumber, formatQuantity, formatRupiah } from '../format';
import type { ListSource } from '../query/lists';
import {
  listRequestBody,
  type Identified,
  type ListQuery,
  type PageCursor,
  type PageResult,
} from '../listQuery';
import { getI18n } from '../../i18n/current';
import { t } from '../listMessages';
import { t as tCommon } from '../messages';
import type { ResourceFormDialog } from './ResourceFormDialog';
import { loadDialog as loadFormDialog } from './useFormDialog';
import { ResourceListScreen } from './ResourceListScreen';
import { emptyValue, isRequired, registerOptions, ruleOf, toBodyValue } from './rules';
import { fetchFile } from '../files';
import { isFileKind, UploadRefused } from './uploadRefused';
import type { ExportVariant } from '../FileExportMenu';
import type {
  CreateOptions,
  FieldOptions,
  FieldSearch,
  FileFormat,
  ImportResult,
  ResourceDescriptor,
  ResourceField,
  ResourceFieldKind,
  ResourceFile,
  ResourceFilter,
  ResourceMessages,
  ResourceTransfer,
} from './types';

/** The operations of a resource, by role; all but the list are optional (a read-only list). */
export interface ResourceOperations {
  list: OperationId;
  add?: OperationId | undefined;
  update?: OperationId | undefined;
  delete?: OperationId | undefined;
  /**
   * An image upload (`{ id, image }`), sent after a save when the form's image field holds a new file (a field may
   * name its own: `FieldSpec.file.upload`).
   */
  upload?: OperationId | undefined;
  /** The list as a CSV or XLSX file: the list's search, sort and filters plus `format`. */
  export?: OperationId | undefined;
  /** An import from a CSV or XLSX file (`{ file, dryRun }`). */
  import?: OperationId | undefined;
  /** The import's template file (`?format=`). */
  importTemplate?: OperationId | undefined;
}

/** The Indonesian text of a resource; the rest of its messages are made from `singular`. */
export interface ResourceText extends Partial<ResourceMessages> {
  title: string;
  /** The record type in a sentence, lower case: `jabatan`. */
  singular: string;
  /** Labels of fields and columns, by name. */
  labels: Record<string, string>;
  /** A column's header where it differs from its field's label. */
  columns?: Record<string, string>;
  hints?: Record<string, string>;
  placeholders?: Record<string, string>;
  /** What to say when a field does not match its contract pattern. */
  patterns?: Record<string, string>;
  /** Labels of a field's enum values (`{ unit: { kg: 'kg', pcs: 'pcs' } }`). */
  choices?: Record<string, Record<string, string>>;
  searchPlaceholder: string;
  /** What an import matches rows by, in a sentence (`kode produk`). */
  importKey?: string;
}

/** A column: a field name (shown as text), or a field with how to show it. */
export type ColumnSpec<T> =
  | (keyof T & string)
  | {
      id: string;
      /** How the value shows. @default 'text' */
      kind?: 'text' | 'money' | 'quantity' | 'count' | 'active' | 'image' | 'date';
      width?: string;
      /** Keep the cell on one line (phone numbers, codes). */
      nowrap?: boolean;
      /** The value (default: the record's field of this id). */
      value?: (row: T) => unknown;
      /** A quantity's unit (`kg`), from the row. */
      unit?: (row: T) => string | undefined;
      /** Everything custom. */
      cell?: (row: T) => ReactNode;
      /** @default whether the contract's sortBy names this id */
      sortable?: boolean;
      /** Left out of the phone's cards. @default false */
      hideInCard?: boolean;
      /** One line, ending in an ellipsis at the column's limit (the full value in its title). @default plain text columns */
      truncate?: boolean;
      /** Takes the room the other columns leave, its text cut with an ellipsis (DataTable `meta.grow`). */
      grow?: boolean;
      /**
       * A menu url: the column shows only to a user with that menu's view right, for a field the server leaves
       * out for others (`x-owned-by`, decision 014). @default every user
       */
      ownedBy?: string;
    };

/** A form field: a field name (its kind from the contract), or a field with what the contract cannot say. */
export type FieldSpec =
  | string
  | {
      name: string;
      kind?: ResourceFieldKind;
      /**
       * Choices: a cached reference list (a picker), or one chosen from the form's other values (a cascade), else
       * the field's enum with `text.choices`.
       */
      options?: FieldOptions | ((values: FieldValues) => FieldOptions | null);
      /** Choices searched on the server as the user types (a `combobox`; vendors). @default undefined */
      search?: FieldSearch;
      /** The field whose change empties this one (a regency when its province changes). */
      dependsOn?: string;
      /**
       * An optional select's first choice, meaning none (the value `null`), in the current language: a choice made
       * can be taken back (a customer back on the products' own prices). @default no such choice
       */
      none?: () => string;
      /** The form value from the record, when the record holds it otherwise (`province.code` → `provinceCode`). */
      from?: (record: never) => unknown;
      when?: 'always' | 'create' | 'edit';
      placeholder?: string;
      autoComplete?: string;
      /** A quantity's unit, fixed or from the form's values. */
      unit?: string | ((values: FieldValues) => string | undefined);
      /** A line under the field that follows the form's values (overrides `text.hints`). */
      hint?: (values: FieldValues) => string | undefined;
      /** The value of a new record (today for a date…). @default the contract's empty value */
      defaultValue?: () => unknown;
      /** Extra check on the value; a message when it is wrong. */
      validate?: (value: unknown, values: FieldValues) => string | true;
      /** A file field (`image`, `file`): its upload, the operation serving the saved file, the files it takes. */
      file?: ResourceFile;
      /** Whether the field shows for the form's values; a hidden file field is not sent. @default always */
      shownWhen?: (values: FieldValues) => boolean;
      /** Why the field is locked for this record and user (their own account's status), if it is. */
      lockedFor?: ResourceField<FieldValues>['lockedFor'];
      /**
       * A menu url: the field shows, and is sent, only for a user with that menu's view right (a field the
       * contract owns by menus, decision 014). @default every user
       */
      ownedBy?: string;
    };

export interface ResourceDeclaration<T extends Identified, V extends FieldValues = FieldValues> {
  /**
   * A short key (`position`): test ids, cache keys, lookups to refresh after a write. A contract tag's name
   * (`@pawon/api-client/resources`) also gives the screen's menu path and its operations by convention.
   */
  key: ResourceName | (string & {});
  /** The screen's menu path. @default the contract tag's menu (`resources[key].menu`) */
  menu?: string;
  /** @default the contract tag's operations by convention (`<key>List`, `<key>Add`…) */
  operations?: ResourceOperations;
  /** The contract's rules of the add body (`XInput`) and of the list body (`XListRequest`). */
  rules: { input?: SchemaRules | undefined; query: SchemaRules };
  /**
   * Values every call sends whatever the user chooses: one list operation serving two screens (`category:
   * 'restock'` or `'used'`), a kind of record. `input` goes into the add and update bodies, `query` into the list's.
   */
  fixed?: { input?: Readonly<Record<string, unknown>>; query?: Readonly<Record<string, unknown>> };
  /** Layouts of the export file, sent as `param` (the orders: `rows` per order or per line). @default one */
  exportVariants?: { param: string; options: () => ExportVariant[] };
  /**
   * The text, read in the current language: a function of the catalogue (`() => ({ title: tr('…'), … })`) is read
   * again after a switch of language; a plain object is read once.
   */
  text: ResourceText | (() => ResourceText);
  columns: Array<ColumnSpec<T>>;
  fields?: FieldSpec[];
  filters?: ResourceFilter[];
  /** The record's name in sentences and toasts. */
  describe: (record: T) => string;
  /**
   * The add and update body from a form of its own (`extra.FormBody`, values `V`); the kit adds `id` and `version`
   * to an update. @default each field's value as its contract rule wants it
   */
  toBody?: (values: V) => object;
  /** An updated record moves to the front of the list (spec: transactions and production runs). @default false */
  moveUpdatedToFront?: boolean;
  /** @default by the contract's sortBy default */
  defaultSort?: ResourceDescriptor<T, V>['defaultSort'];
  /**
   * Everything else the generic screens take (a custom form body, row actions, a bulk bar, action rules…), typed by
   * the form's values `V` when the screen has its own form (`defineResource<OrderRecord, OrderValues>`).
   */
  extra?: Partial<Omit<ResourceDescriptor<T, V>, 'key' | 'messages' | 'list' | 'columns' | 'fields'>>;
}

/** A declared resource: the descriptor the generic screens run on, its screen, and its calls. */
export interface Resource<T extends Identified, V extends FieldValues = FieldValues> {
  descriptor: ResourceDescriptor<T, V>;
  Screen: () => ReactNode;
  declaration: ResourceDeclaration<T, V>;
  /** The screen's menu path and the operations it calls (declared or the contract tag's). */
  menu: string;
  operations: ResourceOperations;
  /** The add/edit dialog's chunk, for a form opened outside the list screen (a refused offline write to correct). */
  loadFormDialog: () => Promise<{ ResourceFormDialog: typeof ResourceFormDialog }>;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The messages every list screen needs, made from the record type's name unless the text gives them. */
export function resourceMessages(text: ResourceText): ResourceMessages {
  const one = text.singular;
  return {
    title: text.title,
    description: text.description,
    singular: one,
    addLabel: t('lists.resource.add', { one: capital(one) }),
    addTitle: t('lists.resource.add', { one: capital(one) }),
    editTitle: t('lists.resource.edit', { one: capital(one) }),
    created: (name) => t('lists.resource.created', { one: capital(one), name }),
    updated: (name) => t('lists.resource.updated', { one: capital(one), name }),
    deleted: (name) => t('lists.resource.deleted', { one: capital(one), name }),
    deleteTitle: t('lists.resource.deleteTitle', { one }),
    deleteText: (name) => t('lists.resource.deleteText', { one: capital(one), name }),
    searchLabel: t('lists.resource.search', { one }),
    empty: t('lists.resource.empty', { one }),
    caption: t('lists.resource.caption', { one }),
    ...Object.fromEntries(
      Object.entries(text).filter(
        ([k]) => !['labels', 'hints', 'patterns', 'choices', 'importKey'].includes(k),
      ),
    ),
  } as ResourceMessages;
}

function cellOf<T>(spec: Exclude<ColumnSpec<T>, string>): ((row: T) => ReactNode) | undefined {
  if (spec.cell) return spec.cell;
  const value = (row: T) => (spec.value ? spec.value(row) : (row as Record<string, unknown>)[spec.id]);
  switch (spec.kind) {
    case 'money':
      // A money field the user's menus do not own is left out of the answer (decision 014, fields owned by menus): a dash, not "Rp 0".
      return (row) => {
        const money = value(row);
        return money === undefined || money === null ? '–' : formatRupiah(Number(money));
      };
    case 'quantity':
      return (row) => formatQuantity(Number(value(row) ?? 0), spec.unit?.(row));
    case 'count':
      return (row) => formatNumber(Number(value(row) ?? 0));
    case 'date':
      return (row) => {
        const date = value(row);
        return typeof date === 'string' && date ? formatDateShort(date) : '–';
      };
    case 'active':
      return (row) =>
        value(row) ? (
          <StatusBadge tone="success">{tCommon('common.active')}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{tCommon('common.inactive')}</StatusBadge>
        );
    case 'image':
      return (row) => {
        const url = value(row);
        return <Thumbnail src={typeof url === 'string' ? url : null} />;
      };
    default:
      // Nothing to show (a null, an empty text) is a dash, as in every column that formats its value.
      return (row) => {
        const text = value(row);
        return text === null || text === undefined || text === '' ? '–' : (text as ReactNode);
      };
  }
}

// The resource screens' unit cost column, kept importable from here (it moved to lib/format, which reports share).
export { formatUnitCost } from '../format';

/** Table columns from the specs: labels from the text, sorting where the contract's sortBy allows it. */
export function resourceColumns<T>(
  specs: Array<ColumnSpec<T>>,
  text: ResourceText,
  query: SchemaRules,
  input?: SchemaRules,
): ColumnDef<T, unknown>[] {
  const sortable = new Set((query.properties.sortBy?.enum ?? []).map(String));
  return specs.map((raw) => {
    const spec = typeof raw === 'string' ? { id: raw } : raw;
    const cell = cellOf(spec);
    const numeric = spec.kind === 'money' || spec.kind === 'quantity' || spec.kind === 'count';
    return {
      id: spec.id,
      ...(spec.value ? { accessorFn: spec.value } : { accessorKey: spec.id }),
      header: text.columns?.[spec.id] ?? text.labels[spec.id] ?? spec.id,
      enableSorting: spec.sortable ?? sortable.has(spec.id),
      meta: {
        ...(spec.width ? { width: spec.width } : spec.kind === 'image' ? { width: '4rem' } : {}),
        ...(numeric ? { align: 'end' as const } : {}),
        // Amounts never break between `Rp` and the number.
        ...(spec.kind === 'image' || spec.kind === 'active' || spec.kind === 'date' || numeric || spec.nowrap
          ? { nowrap: true }
          : {}),
        ...(spec.hideInCard ? { hideInCard: true } : {}),
        // A column showing its value as it is stays on one line, cut with an ellipsis (DataTable's default for such),
        // unless the contract lets it be long (an address, a description: `textarea` in the form), which wraps.
        ...(spec.truncate !== undefined
          ? { truncate: spec.truncate }
          : (spec.kind ?? 'text') === 'text' && !spec.value && !spec.cell
            ? { truncate: (ruleOf(input, spec.id)?.maxLength ?? 0) < LONG_TEXT }
            : {}),
        ...(spec.grow ? { grow: true } : {}),
      },
      ...(cell ? { cell: ({ row }: { row: { original: T } }) => cell(row.original) } : {}),
    } as ColumnDef<T, unknown>;
  });
}

/** A text the contract lets be this long is edited in a textarea and wraps in a table. */
const LONG_TEXT = 500;

/** How a field is edited when the declaration does not say: from its contract rule. */
function kindOf(rule: ReturnType<typeof ruleOf>, hasOptions: boolean): ResourceFieldKind {
  if (rule?.type === 'boolean') return 'switch';
  if (rule?.enum || hasOptions) return 'select';
  if (rule?.format === 'date') return 'date';
  if (rule?.format === 'email') return 'email';
  // A binary part of the add body is a product's image; a document is declared `file`.
  if (rule?.format === 'binary') return 'image';
  if (rule?.['x-field'] === 'tel') return 'tel';
  return (rule?.maxLength ?? 0) >= LONG_TEXT ? 'textarea' : 'text';
}

/** Form fields from the specs: kind, rules and choices from the contract, labels and hints from the text. */
export function resourceFields(
  specs: FieldSpec[],
  text: ResourceText,
  input: SchemaRules | undefined,
): ResourceField<FieldValues>[] {
  return specs.map((raw) => {
    const spec = typeof raw === 'string' ? { name: raw } : raw;
    const rule = ruleOf(input, spec.name);
    const choices = rule?.enum?.map((v) => ({
      value: String(v),
      label: text.choices?.[spec.name]?.[String(v)] ?? String(v),
    }));
    const kind: ResourceFieldKind = spec.kind ?? kindOf(rule, Boolean(spec.options));
    const rules = registerOptions(rule, {
      required: isRequired(input, spec.name),
      patternMessage: text.patterns?.[spec.name],
    });
    return {
      name: spec.name,
      label: text.labels[spec.name] ?? spec.name,
      kind,
      required: isRequired(input, spec.name),
      ...(rule?.minLength && rule.minLength > 1 ? { minLength: rule.minLength } : {}),
      ...(rule?.maxLength && !isFileKind(kind) ? { maxLength: rule.maxLength } : {}),
      ...(rules.pattern && typeof rules.pattern === 'object'
        ? { pattern: rules.pattern as { value: RegExp; message: string } }
        : {}),
      ...(rule?.minimum !== undefined && kind !== 'select' ? { min: rule.minimum } : {}),
      ...(rule?.maximum !== undefined && kind !== 'select' ? { max: rule.maximum } : {}),
      ...(spec.hint ? { hint: spec.hint } : text.hints?.[spec.name] ? { hint: text.hints[spec.name] } : {}),
      ...(spec.placeholder || text.placeholders?.[spec.name]
        ? { placeholder: spec.placeholder ?? text.placeholders?.[spec.name] }
        : {}),
      ...(spec.autoComplete ? { autoComplete: spec.autoComplete } : { autoComplete: 'off' }),
      ...(spec.when ? { when: spec.when } : {}),
      ...(spec.unit ? { unit: spec.unit } : {}),
      ...(spec.dependsOn ? { dependsOn: spec.dependsOn } : {}),
      ...(spec.none ? { none: spec.none() } : {}),
      ...(spec.defaultValue ? { defaultValue: spec.defaultValue } : {}),
      ...(spec.validate ? { validate: spec.validate } : {}),
      ...(spec.lockedFor ? { lockedFor: spec.lockedFor } : {}),
      ...(spec.ownedBy ? { ownedBy: spec.ownedBy } : {}),
      ...(spec.options ? { options: spec.options } : choices ? { options: choices } : {}),
      ...(spec.search ? { search: spec.search } : {}),
      ...(spec.shownWhen ? { shownWhen: spec.shownWhen } : {}),
      ...(spec.file ? { file: spec.file } : {}),
      // The saved file's URL: the record's field of the same name (`image`, `halalFile`).
      ...(isFileKind(kind)
        ? {
            currentFile: (record: unknown) =>
              ((record as Record<string, unknown> | null)?.[spec.name] as string | null | undefined) ?? null,
          }
        : {}),
    } as ResourceField<FieldValues>;
  });
}

/**
 * A call to one of the declared operations. Which operation a role names is known only at run time here, so the
 * kit checks the shapes once (the declaration's operations are typed by the contract where they are written).
 */
/** The menu path and operations a declaration gives, or its contract tag's (decision 027). */
export function contracted(decl: Pick<ResourceDeclaration<Identified>, 'key' | 'menu' | 'operations'>): {
  menu: string;
  operations: ResourceOperations;
} {
  const tag = (resources as Partial<Record<string, (typeof resources)[ResourceName]>>)[decl.key];
  const menu = decl.menu ?? tag?.menu;
  const operations = decl.operations ?? (tag && 'list' in tag.operations ? tag.operations : undefined);
  if (!menu || !operations)
    throw new Error(
      `Resource ${decl.key}: no contract tag of that name with a menu and a list; declare them.`,
    );
  return { menu, operations };
}

const call = (id: OperationId, input: object): Promise<unknown> =>
  callOperation(api, id as never, input as never);

/**
 * An add: a new customer goes through the offline queue (decision 039: sent with an idempotency key, kept on the
 * device when there is no connection), loaded with its first use; every other add is a plain call.
 */
const addCall = async (
  id: OperationId,
  body: Record<string, unknown>,
  options: CreateOptions = {},
): Promise<unknown> => {
  if (id !== 'customerAdd') return call(id, { body });
  const [{ submitWrite }, { t: tOffline }] = await Promise.all([
    import('../offline/writes'),
    import('../offline/messages'),
  ]);
  const name = String(body['name'] ?? '');
  return submitWrite(appStore, id, body, name, {
    queuedText: tOffline('offline.queuedCustomer', { name }),
    ...(options.replaces ? { replaces: options.replaces } : {}),
  });
};

/**
 * One declaration per resource: its operations (by operationId), the contract's rules, its text, columns and
 * fields. From it come the API calls, the list atoms (the spec's list rules), the form (rules from the contract),
 * the screen and its route; the screen stories come from `resourceStories`.
 */
export function defineResource<T extends Identified, V extends FieldValues = FieldValues>(
  decl: ResourceDeclaration<T, V>,
): Resource<T, V> {
  const { menu, operations: ops } = contracted(decl);
  const { rules } = decl;
  const textOf = () => (typeof decl.text === 'function' ? decl.text() : decl.text);
  /** What the text makes, built again when the language changed since (getI18n: the catalogue runtime). */
  let built:
    | {
        locale: string;
        text: ResourceText;
        fields: ResourceField<FieldValues>[];
        messages: ResourceMessages;
        columns: ColumnDef<T, unknown>[];
      }
    | undefined;
  const localized = () => {
    const locale = getI18n()?.currentLocale() ?? 'id';
    if (built?.locale !== locale) {
      const text = textOf();
      built = {
        locale,
        text,
        fields: resourceFields(decl.fields ?? [], text, rules.input),
        messages: resourceMessages(text),
        columns: resourceColumns(decl.columns, text, rules.query, rules.input),
      };
    }
    return built;
  };
  const { fields } = localized();
  const readers = new Map(
    (decl.fields ?? []).flatMap((spec) =>
      typeof spec !== 'string' && spec.from ? [[spec.name, spec.from as (record: T) => unknown]] : [],
    ),
  );
  const sortBy = rules.query.properties.sortBy;
  const sortable = (sortBy?.enum ?? []).map(String) as [string, ...string[]];

  // A list whose contract takes `after`/`before` (the orders) reads a next or previous page from its boundary row.
  const keyset = 'after' in rules.query.properties && 'before' in rules.query.properties;

  // A list the contract does not page (the menu tree takes `{ search }`) is sent only what its body declares.
  const paged = 'page' in rules.query.properties;
  const fetchPage = async (query: ListQuery, cursor?: PageCursor): Promise<PageResult<T>> => {
    const body: Record<string, unknown> = {
      ...listRequestBody(query, sortable.length ? sortable : ['id']),
      ...query.filters,
      ...decl.fixed?.query,
      ...(keyset ? cursor : undefined),
    };
    if (!sortable.length) delete body['sortBy'];
    if (!paged) for (const key of Object.keys(body)) if (!(key in rules.query.properties)) delete body[key];
    const answer = (await call(ops.list, { body })) as PageResult<T>;
    return paged ? answer : { ...answer, page: 1, perPage: Math.max(answer.total, 1) };
  };

  /** The add/update body: the fields' form values as the contract wants them (files go to the upload). */
  const bodyOf = (values: FieldValues, action: 'create' | 'edit') => {
    if (decl.toBody) return { ...decl.fixed?.input, ...decl.toBody(values as V) };
    const out: Record<string, unknown> = { ...decl.fixed?.input };
    for (const field of fields) {
      // A field of the other action (a first password) is neither shown nor sent.
      if (isFileKind(field.kind) || (field.when && field.when !== 'always' && field.when !== action))
        continue;
      const value = toBodyValue(ruleOf(rules.input, field.name), values[field.name]);
      if (value !== undefined) out[field.name] = value;
    }
    return out;
  };

  /**
   * A new file chosen in the form (an image, a document) is sent once the record is saved, each to its upload; the
   * record is the last answer. A refused upload leaves the save standing (UploadRefused names the field).
   */
  const withFiles = async (saved: T, values: FieldValues): Promise<T> => {
    let record = saved;
    for (const field of fields) {
      const file = values[field.name] as unknown;
      const operation = field.file?.upload ?? ops.upload;
      if (!isFileKind(field.kind) || !operation || !(file instanceof File)) continue;
      // A file of a field the values hide (the status changed after it was chosen) is not sent.
      if (field.shownWhen && !field.shownWhen(values)) continue;
      try {
        const part = field.file?.part ?? field.name;
        record = ((await call(operation, { body: { id: record.id, [part]: file } })) as { datas: T }).datas;
      } catch (error) {
        throw new UploadRefused(record, field.name, error);
      }
    }
    return record;
  };

  const list: ListSource<T> = {
    key: decl.key,
    fetchPage,
    keyset,
    moveUpdatedToFront: decl.moveUpdatedToFront ?? false,
  };

  /** Export and import, where the contract has them. */
  const transfer: ResourceTransfer = {
    ...(ops.export
      ? {
          exportFile: (query: ListQuery, format: FileFormat, options = {}) => {
            const {
              page: _page,
              perPage: _perPage,
              ...body
            } = {
              ...listRequestBody(query, sortable.length ? sortable : ['id']),
              ...query.filters,
            };
            if (!sortable.length) delete (body as { sortBy?: string }).sortBy;
            const file = {
              format,
              ...decl.fixed?.query,
              ...(format === 'csv' && options.separator ? { separator: options.separator } : {}),
              ...(decl.exportVariants && options.variant
                ? { [decl.exportVariants.param]: options.variant }
                : {}),
            };
            return fetchFile(ops.export!, { body: { ...body, ...file } }, `${decl.key}.${format}`);
          },
        }
      : {}),
    ...(ops.import
      ? {
          importFile: async (file: File, dryRun: boolean) =>
            (await call(ops.import!, { body: { file, dryRun } })) as ImportResult,
        }
      : {}),
    ...(ops.importTemplate
      ? {
          template: (format: FileFormat) =>
            fetchFile(ops.importTemplate!, { query: { format } }, `templat-${decl.key}.${format}`),
        }
      : {}),
    ...(localized().text.importKey ? { importKey: localized().text.importKey } : {}),
    ...(decl.exportVariants ? { exportVariants: decl.exportVariants.options } : {}),
  };
  const generic: ResourceDescriptor<T, FieldValues> = {
    key: decl.key,
    menuUrl: menu,
    get messages() {
      return localized().messages;
    },
    list,
    get columns() {
      return localized().columns;
    },
    columnOwners: Object.fromEntries(
      decl.columns.flatMap((spec) =>
        typeof spec !== 'string' && spec.ownedBy ? [[spec.id, spec.ownedBy] as const] : [],
      ),
    ),
    filters: decl.filters,
    // Every row at once, not virtualized, for a list the contract does not page.
    ...(paged ? {} : { paged: false }),
    get fieldLabels() {
      return localized().text.labels;
    },
    ...(ops.export || ops.import ? { transfer } : {}),
    defaultSort:
      decl.defaultSort ?? (sortBy?.default ? { sortBy: String(sortBy.default), sortDir: 'asc' } : undefined),
    get fields() {
      return localized().fields;
    },
    toFormValues: (record) =>
      Object.fromEntries(
        fields.map((f) => {
          const rule = ruleOf(rules.input, f.name);
          if (isFileKind(f.kind)) return [f.name, null];
          const read = readers.get(f.name);
          const value = record
            ? read
              ? read(record)
              : (record as Record<string, unknown>)[f.name]
            : f.defaultValue?.();
          return [f.name, value ?? emptyValue(rule)];
        }),
      ),
    ...(ops.add
      ? {
          create: async (values: FieldValues, options?: CreateOptions) =>
            withFiles(
              ((await addCall(ops.add!, bodyOf(values, 'create'), options)) as { datas: T }).datas,
              values,
            ),
        }
      : {}),
    ...(ops.update
      ? {
          update: async (record: T, values: FieldValues) =>
            withFiles(
              (
                (await call(ops.update!, {
                  body: {
                    id: record.id,
                    version: (record as { version?: number }).version,
                    ...bodyOf(values, 'edit'),
                  },
                })) as { datas: T }
              ).datas,
              values,
            ),
        }
      : {}),
    ...(ops.delete
      ? {
          remove: async (record: T) => {
            // `DELETE …/delete/{id}`, or the old app's `POST …/delete` with the id in the body.
            const byPath = operationRoutes[ops.delete!].path.includes('{id}');
            const input = byPath ? { path: { id: record.id } } : { body: { id: record.id } };
            const answer = (await call(ops.delete!, input)) as {
              id: number;
              ids?: number[];
            };
            return answer.ids ?? [answer.id];
          },
        }
      : {}),
    describe: decl.describe,
    // The generic form's values are the fields'; a screen with its own form gives its `V` and its `toFormValues`.
    ...(decl.extra as Partial<ResourceDescriptor<T, FieldValues>> | undefined),
  };
  const descriptor = generic as ResourceDescriptor<T, V>;
  const Screen = () => <ResourceListScreen resource={descriptor} />;
  return { descriptor, Screen, declaration: decl, menu, operations: ops, loadFormDialog };
}

/** Types a declaration's record from its list operation: `defineResource<RecordOf<'positionList'>>(…)`. */
export type RecordOf<K extends OperationId> = DatasOf<K> extends Array<infer R> ? R : never;

/** Types a form's body from its add operation. */
export type InputOf<K extends OperationId> = BodyOf<K>;
