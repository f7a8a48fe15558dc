/**
 * The README's examples as one program: sign in, read a list page by page, record an order with an idempotency key,
 * and tell a coded error by its `code`. It needs only a global `fetch` (a browser, Node 20+, Deno, Bun, a worker);
 * `node.ts` runs it from the command line. The package's own test (packages/server/test/apiClientPackage.test.ts)
 * installs the packed package into a project of its own, compiles this file with `tsc --strict` and runs it against
 * a running Pawon.
 */
import { ApiError, createApiClient, type Schemas } from '@pawon/api-client';

export interface QuickstartResult {
  user: string;
  /** Products read, over every page. */
  products: number;
  pages: number;
  order: string;
  total: number;
  /** The same order sent again with the same key: the server's first answer, replayed. */
  replayed: boolean;
  /** The `code` of the refused order (more stock than there is). */
  refusedWith: string | undefined;
}

export async function quickstart(
  baseUrl: string,
  login: string,
  password: string,
): Promise<QuickstartResult> {
  // 1. Sign in, then call with the session's token: the client reads it on every request (an app keeps it in its
  // session store; a 401 on any later call goes to onUnauthorized).
  const { data: session } = await createApiClient({ baseUrl }).POST('/api/login', {
    body: { login, password },
  });
  if (!session) throw new Error('no answer to the sign-in');
  const api = createApiClient({ baseUrl, getToken: () => session.token });

  // 2. A list, page by page: every list answers `datas` with `total`, `page` and `perPage`.
  const products: Schemas['Product'][] = [];
  let pages = 0;
  for (let page = 1; ; page += 1) {
    const { data } = await api.POST('/api/product/list', {
      body: { page, perPage: 2, sortBy: 'code', active: true },
    });
    if (!data) throw new Error('no answer to the product list');
    products.push(...data.datas);
    pages += 1;
    if (page * data.perPage >= data.total || data.datas.length === 0) break;
  }

  // 3. An order: a customer, a pack type in stock and a product with frozen stock.
  const customers = await api.POST('/api/customer/list', { body: { perPage: 1, sortBy: 'name' } });
  const packs = await api.POST('/api/packaging/list', {
    body: { perPage: 20, sortBy: 'remaining', sortDir: 'desc' },
  });
  const customer = customers.data?.datas[0];
  const pack = packs.data?.datas.find((m) => m.available >= 1);
  const product = products.find((p) => p.frozen >= 1);
  if (!customer || !pack || !product) throw new Error('the demo data has no customer, pack or frozen stock');
  const order: Schemas['TransactionInput'] = {
    customerId: customer.id,
    packs: [
      { materialId: pack.id, count: 1, lines: [{ productId: product.id, bucket: 'frozen', qtyPerPack: 1 }] },
    ],
  };
  // The same key makes the write happen once: a retry after a lost answer gets the first answer back.
  const key = crypto.randomUUID();
  const params = { header: { 'Idempotency-Key': key } };
  const first = await api.POST('/api/transaction/add', { body: order, params });
  const again = await api.POST('/api/transaction/add', { body: order, params });
  if (!first.data || !again.data) throw new Error('no answer to the order');
  const replayed =
    again.response.headers.get('Idempotent-Replayed') === 'true' &&
    again.data.datas.id === first.data.datas.id;

  // 4. A refusal: every failed call rejects with an ApiError whose `code` is the contract's ErrorCode.
  let refusedWith: string | undefined;
  try {
    await api.POST('/api/transaction/add', {
      body: { ...order, packs: [{ ...order.packs[0]!, count: 10_000 }] },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    switch (error.code) {
      case 'stock.short':
        // params: name, available, requested, unit…
        refusedWith = `${error.code} (${String(error.params['name'])})`;
        break;
      default:
        throw error;
    }
  }

  return {
    user: session.datas.name,
    products: products.length,
    pages,
    order: first.data.datas.number,
    total: first.data.datas.total,
    replayed,
    refusedWith,
  };
}
