import { kindName } from '../../lib/errors.js';
import { text } from '../../lib/texts.js';
import type { HandlerGroup } from '../../routes/handler.js';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  rotateSecret,
  updateWebhook,
} from './subscriptions.js';
import { sendTest } from './webhookTest.js';

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
  webhookList: async ({ body, tx }) => tx((t) => listWebhooks(t, body ?? {})),

  webhookAdd: async ({ body, caller, tx, req }) =>
    tx((t) => createWebhook(t, caller.userId, body, req.server.webhooks.policy)),

  webhookUpdate: async ({ body, caller, tx, req }) => ({
    datas: await tx((t) => updateWebhook(t, caller.userId, body, req.server.webhooks.policy)),
  }),

  async webhookDelete({ params, caller, tx }) {
    await tx((t) => deleteWebhook(t, caller.userId, params.id));
    return { id: params.id, message: text('done.deleted', { what: kindName('webhook') }) };
  },

  webhookRotateSecret: async ({ params, caller, tx }) => tx((t) => rotateSecret(t, caller.userId, params.id)),

  webhookDeliveryList: async ({ body, tx }) => tx((t) => listDeliveries(t, body)),

  async webhookDeliveryResend({ params, caller, tx, req }) {
    const datas = await tx((t) => resendDelivery(t, caller.userId, params.id, req.server.webhooks.now()));
    req.server.webhooks.loop?.wake();
    return { datas };
  },

  webhookTest: async ({ params, db, req }) => ({
    datas: await sendTest(db, req.server.webhooks.policy, params.id, req.server.webhooks.now),
  }),
};
