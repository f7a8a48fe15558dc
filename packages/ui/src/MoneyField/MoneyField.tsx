import { NumericField, type NumericFieldProps } from '../Field/NumericField';

export interface MoneyFieldProps extends NumericFieldProps {
  /** Show the `Rp` symbol before the amount. @default true */
  showSymbol?: boolean;
}

/**
 * Whole rupiah typed in Indonesian notation: the user types `1234567` and sees `1.234.567`; `value` is the
 * number 1234567 (or `null` when empty). No decimals: rupiah amounts are whole.
 */
export function MoneyField({ showSymbol = true, ...props }: MoneyFieldProps) {
  return <NumericField decimalScale={0} startAdornment={showSymbol ? 'Rp' : undefined} {...props} />;
}
MoneyField.displayName = 'MoneyField';
