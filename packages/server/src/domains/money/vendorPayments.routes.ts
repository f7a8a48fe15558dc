/** Payments to vendors ("Hutang", issue 39, decision 051): the list, a payment, a reversal. */
import { withDefaults } from '../../lib/validation.js';
import { text } from '../../lib/texts.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { stockContext } from '../stock/materials.routes.js';
import { recordVendorPayment, reverseVendorPayment, vendorPaymentPage } from './vendorPayments.js';

export const vendorPaymentHandlers: HandlerGroup<
  'vendorPaymentList' | 'vendorPaymentAdd' | 'vendorPaymentReverse'
> = {
  vendorPaymentList: async ({ db, body }) =>
    vendorPaymentPage(db, withDefaults('VendorPaymentListRequest', body ?? {})),
  vendorPaymentAdd: async ({ tx, caller, body, config }) => {
    const datas = await tx((t) => recordVendorPayment(t, stockContext(caller, config), body));
    return { message: text('done.vendorPayment.added', { vendor: datas.vendor.name }), datas };
  },
  vendorPaymentReverse: async ({ tx, caller, params, body, config }) => {
    const datas = await tx((t) =>
      reverseVendorPayment(t, stockContext(caller, config), params.id, body.reason),
    );
    return { message: text('done.vendorPayment.reversed', { vendor: datas.vendor.name }), datas };
  },
};
