import { useEffect, useMemo, useRef, useState, type ComponentPropsWithRef } from 'react';
import { useCombobox, type UseComboboxStateChangeOptions, type UseComboboxState } from 'downshift';
import { Popover } from 'radix-ui';
import { Field, useField, type FieldBaseProps } from '../Field';
import { Adornment, AdornmentButton, ControlBox, Input } from '../Field/Field.styles';
import { useControllableState } from '../hooks/useControllableState';
import { Icon } from '../Icon';
import { usePortalContainer } from '../theme';
import { Menu, Option, Popup, Status } from './Combobox.styles';
import { useAsyncOptions } from './useAsyncOptions';
import { comboboxDefaults } from '../UiLabels/defaults/combobox';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export interface ComboboxOption {
  /** Identifier (an id from the server). */
  value: string;
  /** Text shown in the list and in the input once chosen. */
  label: string;
  /** A second, muted line (a code, a unit). @default undefined */
  description?: string;
  /** Cannot be chosen. @default false */
  disabled?: boolean;
  /** More words the option is found by, not shown (e.g. "pengguna" for "User Management"). @default undefined */
  keywords?: string;
}

export interface ComboboxProps
  extends
    FieldBaseProps,
    Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'required' | 'type'> {
  /** Loads options for what the user typed (debounced). Either this or `options`. @default undefined */
  loadOptions?: (query: string) => Promise<ComboboxOption[]>;
  /** A fixed list filtered locally by the typed text. @default undefined */
  options?: readonly ComboboxOption[];
  /** The chosen option (controlled); `null` for none. @default undefined */
  value?: ComboboxOption | null;
  /** The initially chosen option (uncontrolled). @default null */
  defaultValue?: ComboboxOption | null;
  /** Called when the user chooses or clears an option. @default undefined */
  onValueChange?: (change: { value: ComboboxOption | null }) => void;
  /** Wait after the last keystroke before loading. @default 300 */
  debounceMs?: number;
  /** Text in the empty input. @default 'Ketik untuk mencari…' */
  placeholder?: string;
  /** Shown when nothing matches. @default 'Tidak ada hasil' */
  emptyText?: string;
  /** Shown while loading. @default 'Memuat…' */
  loadingText?: string;
  /** Shown when loading failed. @default 'Gagal memuat pilihan' */
  errorText?: string;
  /** Class name of the root element. @default undefined */
  className?: string;
}

const itemToString = (item: ComboboxOption | null) => item?.label ?? '';

/**
 * The options matching the typed text (in label, description or keywords), best first: a whole word equal to
 * the text, then a word starting with it, then anything containing it; the list's own order within each.
 */
function filterLocally(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const needle = query.trim().toLocaleLowerCase('id');
  if (!needle) return [...options];
  const ranked: Array<{ option: ComboboxOption; rank: number }> = [];
  for (const option of options) {
    const text = `${option.label} ${option.description ?? ''} ${option.keywords ?? ''}`.toLocaleLowerCase(
      'id',
    );
    if (!text.includes(needle)) continue;
    const words = text.split(/[^\p{L}\p{N}]+/u);
    const rank = words.includes(needle) ? 0 : words.some((word) => word.startsWith(needle)) ? 1 : 2;
    ranked.push({ option, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map(({ option }) => option);
}

/**
 * A searchable single-choice field (WAI-ARIA combobox with a listbox popup, via downshift). Options come from
 * `loadOptions(query)` after a short pause in typing, or from a fixed `options` list.
 */
export function Combobox({
  loadOptions,
  options,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  debounceMs = 300,
  placeholder: placeholderProp,
  emptyText: emptyTextProp,
  loadingText: loadingTextProp,
  errorText: errorTextProp,
  label,
  hint,
  error,
  required,
  disabled,
  className,
  style,
  id,
  'aria-describedby': describedBy,
  ref,
  ...inputProps
}: ComboboxProps) {
  const labels = useUiLabelGroup('combobox', comboboxDefaults);
  const placeholder = placeholderProp ?? labels.placeholder;
  const emptyText = emptyTextProp ?? labels.empty;
  const loadingText = loadingTextProp ?? labels.loading;
  const errorText = errorTextProp ?? labels.failed;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const field = useField({ id, hint, error, required, disabled, describedBy });
  const portalContainer = usePortalContainer();
  const [value, setValue] = useControllableState<ComboboxOption | null>({
    value: valueProp,
    defaultValue,
    onChange: (next) => onValueChange?.({ value: next }),
  });
  const [query, setQuery] = useState('');
  // A choice the parent may not keep (a search box that clears itself): see the effect below.
  const chosen = useRef<{ item: ComboboxOption | null; waited?: boolean } | null>(null);
  // One more render for a parent whose new value arrives a render later (a form library's field).
  const [rechecks, recheck] = useState(0);
  const syncing = useRef(false);
  const remote = useAsyncOptions(loadOptions, debounceMs);
  const items = useMemo(
    () => (loadOptions ? remote.items : filterLocally(options ?? [], query)),
    [loadOptions, remote.items, options, query],
  );
  const status = loadOptions ? remote.status : 'success';

  const stateReducer = (
    state: UseComboboxState<ComboboxOption>,
    { type, changes }: UseComboboxStateChangeOptions<ComboboxOption>,
  ) => {
    // Leaving an emptied input clears the choice instead of restoring the old label.
    if (type === useCombobox.stateChangeTypes.InputBlur && state.inputValue.trim() === '') {
      return { ...changes, selectedItem: null, inputValue: '' };
    }
    // Enter with one option left and none highlighted chooses it (Ctrl+K, "pengg" ↵ opens User Management).
    const only = items.length === 1 && status === 'success' ? items[0]! : undefined;
    if (
      type === useCombobox.stateChangeTypes.InputKeyDownEnter &&
      state.isOpen &&
      state.highlightedIndex === -1 &&
      only &&
      !only.disabled
    ) {
      return { ...changes, selectedItem: only, inputValue: itemToString(only), isOpen: false };
    }
    return changes;
  };

  const combobox = useCombobox<ComboboxOption>({
    items,
    itemToString,
    itemToKey: (item) => item?.value,
    isItemDisabled: (item) => Boolean(item.disabled),
    selectedItem: value,
    inputId: field.inputId,
    labelId: field.labelId,
    menuId: `${field.inputId}-listbox`,
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => {
      if (syncing.current) return;
      chosen.current = { item: selectedItem ?? null };
      setValue(selectedItem ?? null);
    },
    onIsOpenChange: ({ isOpen, inputValue, type }) => {
      // Typing opens the list too; onInputValueChange loads for what was typed.
      if (!isOpen || type === useCombobox.stateChangeTypes.InputChange) return;
      // Opening shows everything (or the first page from the server), not only the chosen label.
      const typed = inputValue === itemToString(value) ? '' : (inputValue ?? '');
      setQuery(typed);
      if (loadOptions) remote.request(typed, true);
    },
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setQuery(inputValue ?? '');
      if (loadOptions) remote.request(inputValue ?? '');
    },
  });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    combobox;

  // A controlled parent that did not keep the choice (the menu search resets to nothing after opening a
  // screen): downshift would otherwise keep the choice inside and wipe the next search's first letter when it
  // notices. Its selection and input follow the parent's value at once instead.
  useEffect(() => {
    const pending = chosen.current;
    if (!pending || valueProp === undefined || (value?.value ?? null) === (pending.item?.value ?? null)) {
      chosen.current = null;
      return;
    }
    // The choice is told to the parent from downshift's effect, so the parent's new value comes with the next
    // render at the earliest: judge then.
    if (!pending.waited) {
      pending.waited = true;
      recheck((n) => n + 1);
      return;
    }
    chosen.current = null;
    syncing.current = true;
    try {
      combobox.selectItem(value);
    } finally {
      syncing.current = false;
    }
  }, [valueProp, value, combobox, rechecks]);

  const clear = () => {
    setValue(null);
    setQuery('');
    combobox.setInputValue('');
    inputRef.current?.focus();
  };

  const statusRow =
    status === 'loading' ? (
      <Status data-status="loading" role="status">
        <Icon name="bx-loader-alt" spin />
        {loadingText}
      </Status>
    ) : status === 'error' ? (
      <Status data-status="error" role="status">
        {errorText}
      </Status>
    ) : items.length === 0 ? (
      <Status data-status="empty" role="status">
        {emptyText}
      </Status>
    ) : null;

  return (
    <Field field={field} label={label} hint={hint} error={error} className={className} style={style}>
      <Popover.Root open={isOpen}>
        <Popover.Anchor asChild>
          <ControlBox
            data-invalid={field.invalid || undefined}
            data-disabled={disabled || undefined}
            data-focused={isOpen || undefined}
          >
            <Adornment data-side="start" aria-hidden="true">
              <Icon name="bx-search" />
            </Adornment>
            <Input
              {...getInputProps({
                disabled,
                placeholder,
                ...field.controlProps,
                ...inputProps,
                ref: (element: HTMLInputElement | null) => {
                  inputRef.current = element;
                  if (typeof ref === 'function') ref(element);
                  else if (ref) ref.current = element;
                },
                'aria-controls': isOpen ? `${field.inputId}-listbox` : undefined,
              })}
            />
            <Adornment data-side="end" data-interactive="">
              {value && !disabled ? (
                <AdornmentButton type="button" onClick={clear} aria-label={labels.clear} title={labels.clear}>
                  <Icon name="bx-x" />
                </AdornmentButton>
              ) : null}
              <AdornmentButton
                type="button"
                {...getToggleButtonProps({ disabled })}
                aria-label={isOpen ? labels.close : labels.open}
              >
                <Icon name={isOpen ? 'bx-chevron-up' : 'bx-chevron-down'} />
              </AdornmentButton>
            </Adornment>
          </ControlBox>
        </Popover.Anchor>
        <Popover.Portal container={portalContainer}>
          <Popover.Content
            asChild
            side="bottom"
            align="start"
            sideOffset={4}
            collisionPadding={8}
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
          >
            <Popup role="presentation">
              {statusRow}
              <Menu
                {...getMenuProps(
                  { 'aria-busy': status === 'loading' || undefined },
                  { suppressRefError: true },
                )}
              >
                {status !== 'loading' && status !== 'error'
                  ? items.map((item, index) => (
                      <Option
                        key={item.value}
                        data-highlighted={highlightedIndex === index || undefined}
                        {...getItemProps({ item, index })}
                      >
                        <span>{item.label}</span>
                        {item.description ? <span data-part="description">{item.description}</span> : null}
                        {value?.value === item.value ? (
                          <span data-part="check" aria-hidden="true">
                            <Icon name="bx-check" />
                          </span>
                        ) : null}
                      </Option>
                    ))
                  : null}
              </Menu>
            </Popup>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </Field>
  );
}
Combobox.displayName = 'Combobox';
