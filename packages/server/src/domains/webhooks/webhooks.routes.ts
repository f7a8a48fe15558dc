import type { HandlerGroup } from '../../routes/handler.js';
import { notFound } from '../../lib/errors.js';

/** "Webhook" (issue 41, decision 065): never reachable with a token (`x-no-token` on the tag). */
export const webhookHandlers: HandlerGroup<
  | 'webhookList'
  | 'webhookAdd'
  | 'webhookUpdate'
  | 'webhookDelete'
  | 'webhookRotateSecret'
  | 'webhookDeliveryList'
  | 'webhookDeliveryResend'
  | 'webhookTest'
> = {
  webhookList: async () => ({ total: 0, page: 1, perPage: 25, datas: [] }),
  webhookAdd: async () => {
    throw notFound('webhook');
  },
  webhookUpdate: async () => {
    throw notFound('webhook');
  },
  webhookDelete: async () => {
    throw notFound('webhook');
  },
  webhookRotateSecret: async () => {
    throw notFound('webhook');
  },
  webhookDeliveryList: async () => {
    throw notFound('webhook');
  },
  webhookDeliveryResend: async () => {
    throw notFound('webhookDelivery');
  },
  webhookTest: async () => {
    throw notFound('webhook');
  },
};
