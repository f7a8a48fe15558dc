/**
 * What both API benches do first: serve the app on a free port of 127.0.0.1 as `npm start` does, and sign the demo
 * admin in.
 */
import type { Config } from '@pawon/server/src/config.ts';
import type { Database } from '@pawon/server/src/db/index.ts';
import { buildApp } from '@pawon/server/src/app.ts';
import { startWebhookDelivery } from '@pawon/server/src/plugins/webhooks.ts';

export async function serveAndSignIn(database: Database, config: Config) {
  const app = await buildApp({ db: database.db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // As `npm start` runs (src/main.ts): the webhooks' delivery loop and, on PostgreSQL, its LISTEN connection, without
  // which every order create reads the subscribed event types again (decision 065), three statements more.
  await startWebhookDelivery(app);
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin@pawon.test', password: 'pawon-admin' }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return { app, base, token };
}
