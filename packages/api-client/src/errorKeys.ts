import type { ErrorParams } from './errors.js';

/**
 * The error catalogue's keys for a coded error, most specific first (decision record 045): a field's own text
 * (`error.field.stock.short`), then the code's variant for its parameters, then the code's (`error.stock.short`). The
 * variant is the `rule` parameter when there is one (the case of a generic code the server names:
 * `conflict.rule` + `order.paidLocked` → `error.conflict.rule.order.paidLocked`), else who changed it, what was left out for a customer's shelf life, what
 * is recalled or held by QC, what expired or several short items. The app and the server pick from these the first key their catalogue holds, so both say the
 * same text.
 */
export function errorKeys(code: string, params: ErrorParams = {}, onField = false): string[] {
  const rule = params['rule'];
  const variant =
    typeof rule === 'string' && rule
      ? rule
      : code === 'version.stale' && params['changedBy']
        ? 'by'
        : code === 'stock.short' && Number(params['count']) > 1 && !onField
          ? 'many'
          : code === 'stock.short' && Number(params['shortDated']) > 0
            ? 'shortDated'
            : code === 'stock.short' && Number(params['blocked']) > 0
              ? 'blocked'
              : code === 'stock.short' && Number(params['expired']) > 0
                ? 'expired'
                : undefined;
  return [
    ...(onField && variant ? [`error.field.${code}.${variant}`] : []),
    ...(onField ? [`error.field.${code}`] : []),
    ...(variant ? [`error.${code}.${variant}`] : []),
    `error.${code}`,
  ];
}
