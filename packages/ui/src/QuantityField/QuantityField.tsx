import { NumericField, type NumericFieldProps } from '../Field/NumericField';

export interface QuantityFieldProps extends NumericFieldProps {
  /** Unit shown after the number (`kg`, `pcs`). @default undefined */
  unit?: string;
  /** Most decimals the user may type. @default 3 */
  maximumFractionDigits?: number;
}

/**
 * A quantity typed in Indonesian notation: `2,5` is two and a half, `1.250` is one thousand two hundred and
 * fifty. Up to three decimals by default; `value` is a number or `null`.
 */
export function QuantityField({ unit, maximumFractionDigits = 3, ...props }: QuantityFieldProps) {
  return <NumericField decimalScale={maximumFractionDigits} endAdornment={unit} {...props} />;
}
QuantityField.displayName = 'QuantityField';
