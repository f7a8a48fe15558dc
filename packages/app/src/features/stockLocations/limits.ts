import type { Schemas } from '@pawon/api-client';
import { formatNumber } from '../../lib/format';
import idTexts from '../../i18n/catalogues/id/stockLocations.json';
import { catalogueArea } from '../../i18n/area';

const tr = catalogueArea(idTexts);

/** A temperature as shown: `-18,5 °C`. */
export const celsius = (n: number) => `${formatNumber(n, { maximumFractionDigits: 1 })} °C`;

/** "-25 °C s.d. -18 °C", "≤ 30 °C", or a dash without limits. */
export function limitsOf(l: Pick<Schemas['StockLocation'], 'minTemp' | 'maxTemp'>): string {
  const c = (n: number) => celsius(n);
  if (l.minTemp !== null && l.maxTemp !== null)
    return tr('stockLocations.range', { min: c(l.minTemp), max: c(l.maxTemp) });
  if (l.maxTemp !== null) return tr('stockLocations.rangeMax', { max: c(l.maxTemp) });
  if (l.minTemp !== null) return tr('stockLocations.rangeMin', { min: c(l.minTemp) });
  return '–';
}
