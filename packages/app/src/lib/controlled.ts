/** What react-hook-form's Controller hands its render function, as far as a ui field needs it. */
interface ControlledField<T> {
  value: T;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  name: string;
  /** Lets the form focus the field: the first invalid one on a failed submit, or the one a server error names. */
  ref?: (element: HTMLElement | null) => void;
}

/**
 * The props that bind a ui field with `onValueChange` (Select, DateField, QuantityField, MoneyField…) to a
 * Controller's field: its value, its name, blur and change. `then` runs after each change the user makes.
 */
export function controlledProps<T>(field: ControlledField<T>, then?: () => void) {
  return {
    value: field.value,
    onValueChange: ({ value }: { value: unknown }) => {
      field.onChange(value);
      then?.();
    },
    onBlur: field.onBlur,
    name: field.name,
    ...(field.ref ? { ref: field.ref } : {}),
  };
}
