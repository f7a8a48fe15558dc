/** Days, stamps and money as the generator writes them. */

/** `\N`: null in COPY text. */
export const N = '\\N';

const DAY_MS = 86_400_000;

/** Day index (0 = the first day of `days`, ending on `endDate`) → `YYYY-MM-DD`, cached. */
export function calendar(endDate: string, days: number): (day: number) => string {
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const cache = new Map<number, string>();
  return (day) => {
    let s = cache.get(day);
    if (s === undefined) {
      s = new Date(end - (days - 1 - day) * DAY_MS).toISOString().slice(0, 10);
      cache.set(day, s);
    }
    return s;
  };
}

/** A timestamp in Jakarta on `date`, between 07:00 and 20:59, from a number of minutes. */
export const stamp = (date: string, minute: number) =>
  `${date} ${String(7 + (Math.floor(minute / 60) % 14)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00+07`;

/** Money of a quantity (thousandths) at a unit price, rounded half up as lib/quantity.ts `amountOf`. */
export const amountOf = (milli: number, price: number) => Math.floor((milli * price + 500) / 1000);
