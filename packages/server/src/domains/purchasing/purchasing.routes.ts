/** Purchase orders ("Pesanan Pembelian", issue 39, decision 051): the list and its file, the writes, receiving. */
import { kindName } from '../../lib/errors.js';
import { sheet, text } from '../../lib/texts.js';
import { withDefaults } from '../../lib/validation.js';
import { exportHandler, type ExportSpec } from '../../routes/files.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { stockContext } from '../stock/materials.routes.js';
import {
  addPurchaseOrder,
  cancelPurchaseOrder,
  purchaseList,
  sendPurchaseOrder,
  updatePurchaseOrder,
  type PurchaseOrder,
} from './purchaseOrders.js';
import { receivePurchaseOrder } from './receiving.js';

const what = kindName('purchaseOrder');

/** The export file: one row per order, its materials in one cell. */
const FILE: ExportSpec<PurchaseOrder> = {
  name: 'pesanan-pembelian',
  title: sheet('title.purchaseOrders'),
  columns: [
    { header: sheet('number'), value: (o) => o.number, width: 16 },
    { header: sheet('date'), value: (o) => o.date, width: 12 },
    { header: sheet('vendor'), value: (o) => o.vendor.name, width: 24 },
    {
      header: sheet('purchase.state'),
      value: (o) => text('sheet.purchase.stateName', { state: o.state }),
      width: 18,
    },
    {
      header: sheet('purchase.lines'),
      value: (o) => o.lines.map((l) => `${l.material.name} ${l.qty} ${l.material.unit}`).join('; '),
      width: 40,
    },
    { header: sheet('total'), value: (o) => o.total, kind: 'money' },
    { header: sheet('purchase.received'), value: (o) => o.receivedValue, kind: 'money' },
    { header: sheet('note'), value: (o) => o.note, width: 30 },
  ],
};

export const purchaseHandlers: HandlerGroup<
  | 'purchaseList'
  | 'purchaseAdd'
  | 'purchaseUpdate'
  | 'purchaseExport'
  | 'purchaseSend'
  | 'purchaseCancel'
  | 'purchaseReceive'
> = {
  purchaseList: async ({ db, body }) =>
    purchaseList.list(db, withDefaults('PurchaseOrderListRequest', body ?? {})),
  purchaseAdd: async ({ tx, caller, body, config }) => ({
    message: text('done.added', { what }),
    datas: await tx((t) => addPurchaseOrder(t, stockContext(caller, config), body)),
  }),
  purchaseUpdate: async ({ tx, caller, body, config }) => ({
    message: text('done.updated', { what }),
    datas: await tx((t) => updatePurchaseOrder(t, stockContext(caller, config), body)),
  }),
  purchaseExport: exportHandler(
    {
      list: (db, query: Parameters<typeof purchaseList.list>[1]) =>
        purchaseList.list(db, withDefaults('PurchaseOrderListRequest', query)),
    },
    FILE,
  ),
  purchaseSend: async ({ tx, caller, params, body, config }) => {
    const datas = await tx((t) =>
      sendPurchaseOrder(t, stockContext(caller, config), params.id, body?.version),
    );
    return { message: text('done.purchase.sent', { number: datas.number }), datas };
  },
  purchaseCancel: async ({ tx, caller, params, body, config }) => {
    const datas = await tx((t) =>
      cancelPurchaseOrder(t, stockContext(caller, config), params.id, body ?? {}),
    );
    return { message: text('done.purchase.cancelled', { number: datas.number }), datas };
  },
  purchaseReceive: async ({ tx, caller, body, config }) => {
    const { order, receipt } = await tx((t) => receivePurchaseOrder(t, stockContext(caller, config), body));
    return {
      message: text('done.purchase.received', { number: order.number, state: order.state }),
      datas: order,
      receipt,
    };
  },
};
