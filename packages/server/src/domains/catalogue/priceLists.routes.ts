/** The price lists (Daftar Harga, issue 39): the plain resource on the day's service, a list's prices, the quote. */
import type { Config } from '../../config.js';
import { businessDate } from '../../lib/dates.js';
import { actor } from '../../routes/crud.js';
import { text } from '../../lib/texts.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { resourceHandlers } from '../../routes/resources.js';
import { priceListHistory, priceListPrices, priceListsOf, quote, setPrices } from './priceLists.js';

/** The business day in the company's time zone. */
const todayOf = (config: Config) => businessDate(config.timeZone);

type Plain = 'priceListList' | 'priceListAdd' | 'priceListUpdate' | 'priceListDelete' | 'priceListExport';

let ofDay: { today: string; handlers: HandlerGroup<Plain> } | undefined;

/** The list, add, update, delete and export of the price lists on today's service (built once a day). */
function plain(config: Config): HandlerGroup<Plain> {
  const today = todayOf(config);
  if (ofDay?.today !== today) ofDay = { today, handlers: resourceHandlers('priceList', priceListsOf(today)) };
  return ofDay.handlers;
}

export const priceListHandlers: HandlerGroup<
  Plain | 'priceListPrices' | 'priceListHistory' | 'priceListSetPrices' | 'priceListQuote'
> = {
  priceListList: (ctx) => plain(ctx.config).priceListList(ctx),
  priceListAdd: (ctx) => plain(ctx.config).priceListAdd(ctx),
  priceListUpdate: (ctx) => plain(ctx.config).priceListUpdate(ctx),
  priceListDelete: (ctx) => plain(ctx.config).priceListDelete(ctx),
  priceListExport: (ctx) => plain(ctx.config).priceListExport(ctx),

  priceListPrices: async ({ db, body, config }) => priceListPrices(db, todayOf(config), body),
  priceListHistory: async ({ db, body }) => ({ datas: await priceListHistory(db, body) }),
  priceListSetPrices: async ({ tx, body, caller, config }) => {
    const datas = await tx((t) =>
      setPrices(t, { userId: actor(caller).userId, today: todayOf(config) }, body),
    );
    return { message: text('done.prices', { changed: datas.changed }), datas };
  },
  priceListQuote: async ({ db, body, config }) => ({ datas: await quote(db, todayOf(config), body) }),
};
