import { t as tRoot } from '../rootMessages';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import {
  Controller,
  useWatch,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  type PathValue,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import {
  Checkbox,
  Combobox,
  DateField,
  ImageUpload,
  MoneyField,
  PasswordField,
  QuantityField,
  Select,
  Switch,
  Textarea,
  TextField,
} from '@pawon/ui';
import { controlledProps } from '../controlled';
import { useStoredFile } from '../StoredFile';
import { t } from '../messages';
import { useFieldOptions } from './fieldOptions';
import { rememberLabels, searchedLabel } from './searchLabels';
import type { FieldSearch, ResourceField } from './types';
import * as S from './resource.styles';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The value of a select's choice meaning none (`ResourceField.none`). */
const NONE = '__none';

/** react-hook-form rules from a field description. */
export function rulesOf<V extends FieldValues>(field: ResourceField<V>): RegisterOptions<V> {
  const rules: RegisterOptions<V> = {};
  if (field.required) rules.required = tRoot('root.required');
  if (field.minLength)
    rules.minLength = { value: field.minLength, message: t('common.minLength', { n: field.minLength }) };
  if (field.maxLength)
    rules.maxLength = { value: field.maxLength, message: t('common.maxLength', { n: field.maxLength }) };
  if (field.pattern) rules.pattern = field.pattern;
  else if (field.kind === 'email') rules.pattern = { value: EMAIL, message: t('common.invalidEmail') };
  if (field.min !== undefined)
    rules.min = { value: field.min, message: t('common.minimum', { n: field.min }) };
  if (field.max !== undefined)
    rules.max = { value: field.max, message: t('common.maximum', { n: field.max }) };
  if (field.validate) {
    const check = field.validate;
    rules.validate = (value: unknown, values: V) => check(value, values);
  }
  return rules;
}

export { useFieldOptions };

export interface FieldRendererProps<V extends FieldValues> {
  field: ResourceField<V>;
  form: UseFormReturn<V>;
  /** The record being edited (null when adding): an image field shows its saved image. */
  record?: unknown;
  /** Test id prefix. */
  idPrefix: string;
  /** Why this field cannot be changed for the record (shown as its hint; the field is disabled). */
  lockedReason?: string | undefined;
}

/** One described field, bound to the form, with its client and server errors. */
export function FieldRenderer<V extends FieldValues>(props: FieldRendererProps<V>) {
  const { field, form } = props;
  // A field shown only for some values (a certificate's file once the status is "certified") follows them.
  const shownWhen = field.shownWhen;
  const values = useWatch({ control: form.control, disabled: !shownWhen }) as V;
  if (shownWhen && !shownWhen({ ...form.getValues(), ...values })) return null;
  return <ShownField {...props} />;
}

function ShownField<V extends FieldValues>({
  field,
  form,
  record = null,
  idPrefix,
  lockedReason,
}: FieldRendererProps<V>) {
  const { register, control, formState } = form;
  const error = (formState.errors as Record<string, { message?: string } | undefined>)[field.name]?.message;
  const id = `${idPrefix}-${field.name}`;
  // A unit or hint that follows another field (the chosen material) is drawn again when the form's values change.
  const follows = typeof field.unit === 'function' || typeof field.hint === 'function';
  const watched = useWatch({ control, disabled: !follows }) as V;
  // Choices that hang on other values (the regencies of the chosen province) follow them.
  const cascades = typeof field.options === 'function';
  // Only a field whose choices hang on other values re-renders with every change of the form.
  const values = useWatch({ control, disabled: !cascades }) as V;
  const source =
    typeof field.options === 'function' ? field.options(values ?? form.getValues()) : field.options;
  const options = useFieldOptions(source ?? undefined);
  const waiting = source === null;
  const described =
    typeof field.hint === 'function' ? field.hint({ ...form.getValues(), ...watched }) : field.hint;
  // The hint of a field that hangs on another says what to choose first ("Pilih provinsi dulu."): once that is
  // chosen, it is stale and goes.
  const hint = lockedReason ?? (field.dependsOn && !waiting ? undefined : described);
  const locked = lockedReason !== undefined;
  const common = {
    id,
    label: field.label,
    hint,
    error,
    required: field.required,
    disabled: locked || undefined,
  };

  // A field that hangs on another empties when the user changes that one (not when the form is filled).
  useEffect(() => {
    if (!field.dependsOn) return;
    const subscription = form.watch((_values, { name, type }) => {
      if (name === field.dependsOn && type === 'change')
        form.setValue(field.name, null as PathValue<V, Path<V>>, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form, field.dependsOn, field.name]);

  // A native input registered with the form (text, password, textarea).
  const native = () => ({
    ...common,
    placeholder: field.placeholder,
    ...register(field.name, rulesOf(field)),
  });
  // A field kept by a Controller (not a native input), with the field's rules unless given others (null: none).
  const controlled = (
    render: (f: ControllerRenderProps<V, Path<V>>) => ReactElement,
    rules: RegisterOptions<V> | null = rulesOf(field),
  ) => (
    <Controller
      control={control}
      name={field.name}
      rules={rules ?? undefined}
      render={({ field: f }) => render(f)}
    />
  );
  // A field without the `required` mark (a switch, an image): locked means disabled.
  const plain = { id, label: field.label, hint, error, disabled: locked };
  // A select or combobox: also disabled while its choices wait for another field, and says when they fail to load.
  const choice = {
    ...common,
    disabled: locked || waiting || undefined,
    error: error ?? options.error ?? undefined,
    placeholder: options.loading && !waiting ? tRoot('root.loading') : field.placeholder,
  };

  switch (field.kind) {
    case 'text':
    case 'email':
    case 'tel':
      return (
        <TextField
          {...native()}
          type={field.kind}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
        />
      );
    case 'password':
      return <PasswordField {...native()} autoComplete={field.autoComplete ?? 'new-password'} />;
    case 'textarea':
      return <Textarea {...native()} maxLength={field.maxLength} rows={3} />;
    case 'switch':
      return controlled(
        (f) => (
          <Switch
            {...plain}
            checked={Boolean(f.value)}
            onCheckedChange={({ checked }) => f.onChange(checked)}
            onBlur={f.onBlur}
            name={f.name}
          />
        ),
        null,
      );
    case 'select':
      return controlled((f) => {
        const none = field.none;
        const empty = f.value == null || f.value === '';
        return (
          <Select
            {...choice}
            {...controlledProps(f)}
            // A choice meaning none (`null`): a select's value cannot be empty, so it has a value of its own.
            options={none ? [{ value: NONE, label: none }, ...options.options] : options.options}
            value={empty ? (none ? NONE : '') : String(f.value)}
            onValueChange={({ value }) => f.onChange(value === NONE ? null : value)}
          />
        );
      });
    case 'combobox':
      if (field.search) {
        const search = field.search;
        return controlled((f) => (
          <SearchedCombobox
            {...choice}
            search={search}
            record={record}
            field={f}
            placeholder={field.placeholder}
          />
        ));
      }
      return controlled((f) => {
        const choices = options.options.map((o) => ({
          value: o.value,
          label: typeof o.label === 'string' ? o.label : String(o.value),
        }));
        const chosen =
          f.value == null || f.value === ''
            ? null
            : (choices.find((o) => o.value === String(f.value)) ?? null);
        return (
          <Combobox
            {...choice}
            {...controlledProps(f)}
            options={choices}
            value={chosen}
            onValueChange={({ value }) => f.onChange(value ? value.value : null)}
            autoComplete="off"
          />
        );
      });
    case 'money':
    case 'quantity':
      return controlled((f) => {
        const Number = field.kind === 'money' ? MoneyField : QuantityField;
        const unit =
          typeof field.unit === 'function' ? field.unit({ ...form.getValues(), ...watched }) : field.unit;
        return (
          <Number
            {...common}
            {...(field.kind === 'quantity' && unit ? { unit } : {})}
            {...controlledProps(f)}
            value={typeof f.value === 'number' ? f.value : null}
            max={field.max}
            // A server error on this field (stock short by…) focuses it.
            ref={f.ref}
          />
        );
      });
    case 'date':
      return controlled(
        (f) => (
          <DateField
            {...common}
            {...controlledProps(f)}
            value={typeof f.value === 'string' && f.value ? f.value : null}
          />
        ),
        rulesOf({ ...field, maxLength: undefined }),
      );
    case 'image':
    case 'file':
      return controlled(
        (f) => (
          <FileField
            field={field}
            record={record}
            common={plain}
            name={f.name}
            value={f.value}
            onChange={f.onChange}
          />
        ),
        null,
      );
    case 'checkboxes':
      return controlled((f) => {
        const chosen = new Set<string>((f.value as string[] | undefined) ?? []);
        return (
          <S.CheckboxGroup role="group" aria-labelledby={`${id}-legend`} data-testid={id}>
            <S.GroupLabel id={`${id}-legend`}>{field.label}</S.GroupLabel>
            {options.loading ? <S.Muted>{tRoot('root.loading')}</S.Muted> : null}
            {options.error ? <S.ErrorLine role="alert">{options.error}</S.ErrorLine> : null}
            <S.CheckboxList>
              {options.options.map((option) => (
                <Checkbox
                  key={option.value}
                  id={`${id}-${option.value}`}
                  name={field.name}
                  value={option.value}
                  label={option.label}
                  checked={chosen.has(option.value)}
                  onCheckedChange={({ checked }) => {
                    const next = new Set(chosen);
                    if (checked) next.add(option.value);
                    else next.delete(option.value);
                    f.onChange([...next]);
                  }}
                />
              ))}
            </S.CheckboxList>
            {error ? <S.ErrorLine role="alert">{error}</S.ErrorLine> : null}
            {hint ? <S.Muted>{hint}</S.Muted> : null}
          </S.CheckboxGroup>
        );
      });
  }
}

/**
 * An image or a document chosen in the form, sent once the record is saved (`withFiles`); the saved one shown (an
 * image) or opened with the session ("Lihat file", a document).
 */
function FileField<V extends FieldValues>({
  field,
  record,
  common,
  name,
  value,
  onChange,
}: {
  field: ResourceField<V>;
  record: unknown;
  common: {
    id: string;
    label: string;
    hint: string | undefined;
    error: string | undefined;
    disabled: boolean;
  };
  name: string;
  value: unknown;
  onChange: (file: File | null) => void;
}) {
  const current = field.currentFile?.(record) ?? null;
  const view = field.file?.view;
  const stored = useStoredFile();
  return (
    <ImageUpload
      {...common}
      name={name}
      mode={field.kind === 'file' ? 'document' : 'image'}
      value={value instanceof File ? value : null}
      onChange={onChange}
      currentImageUrl={current}
      {...(field.file?.accept ? { accept: field.file.accept } : {})}
      {...(field.file?.maxSize ? { maxSize: field.file.maxSize } : {})}
      {...(view && current
        ? { onViewCurrent: () => void stored.open(view, current), viewing: stored.opening === current }
        : {})}
    />
  );
}

/**
 * A combobox whose choices the server searches as the user types (`ResourceField.search`): the record's choice is
 * named from the record, a new one from the search that found it. Emptied, the value is none (`null`).
 */
function SearchedCombobox({
  search,
  record,
  field: f,
  ...props
}: {
  search: FieldSearch;
  record: unknown;
  field: {
    value: unknown;
    onChange: (value: unknown) => void;
    onBlur: () => void;
    name: string;
    ref: (element: HTMLElement | null) => void;
  };
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
}) {
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(() => {
    const label = record ? search.labelOf(record) : undefined;
    if (f.value == null || f.value === '' || !label) return null;
    const option = { value: String(f.value), label };
    rememberLabels(search, [option]);
    return option;
  });
  const load = useCallback(
    async (query: string) => {
      const options = await search.load(query);
      rememberLabels(search, options);
      return options;
    },
    [search],
  );
  const empty = f.value == null || f.value === '';
  // The form's value decides: another version taken in (a conflict) is named from the labels seen.
  const label = empty
    ? undefined
    : chosen?.value === String(f.value)
      ? chosen.label
      : searchedLabel(search, f.value);
  return (
    <Combobox
      {...props}
      loadOptions={load}
      debounceMs={250}
      value={label === undefined ? null : { value: String(f.value), label }}
      onValueChange={({ value }) => {
        setChosen(value ? { value: value.value, label: String(value.label) } : null);
        f.onChange(value ? value.value : null);
      }}
      onBlur={f.onBlur}
      name={f.name}
      ref={f.ref}
      autoComplete="off"
    />
  );
}
