import {
  operationRoutes,
  type BodyOf,
  type OkOf,
  type OperationId,
  type ParamsOf,
  type Schemas,
} from '@pawon/api-client';

/**
 * The contract's error body, its `code` optional: a mock without one stands for an answer with no code (an older
 * server, a proxy), which the app shows by its message.
 */
export type MockErrorBody = Omit<Schemas['ErrorBody'], 'code'> & { code?: Schemas['ErrorBody']['code'] };

/** What a mock handler of operation K answers: the contract's 200 body, an error, or nothing ever (loading). */
export type MockResult<K extends OperationId> =
  | OkOf<K>
  | { error: { status: number; body: MockErrorBody; headers?: Record<string, string> } }
  | typeof PENDING;

/** Answers for the operations a story or test uses, typed from the contract: a renamed field does not compile. */
export type MockHandlers = {
  [K in OperationId]?: (request: {
    body: BodyOf<K>;
    path: ParamsOf<K>;
  }) => MockResult<K> | Promise<MockResult<K>>;
};

/** An answer that never comes (a screen stays in its loading state). */
export const PENDING = Symbol('pending');

/**
 * A 4xx/5xx answer in the contract's error body (with response headers such as `Retry-After`). With `coded`, the
 * answer carries its code, parameters and field codes, and the app renders its text from the catalogue; without,
 * it is an answer with no code (an older server, a proxy) and the app shows `message` as it is.
 */
export function failure(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
  headers?: Record<string, string>,
  coded?: Pick<Schemas['ErrorBody'], 'code' | 'params' | 'fieldCodes' | 'materials'>,
): { error: { status: number; body: MockErrorBody; headers?: Record<string, string> } } {
  return {
    error: { status, body: { status: 'error', message, ...(errors ? { errors } : {}), ...coded }, headers },
  };
}

/** The 200 body of operation K with its `status` filled in. */
export const success = <K extends OperationId>(_id: K, body: Omit<OkOf<K>, 'status'>): OkOf<K> =>
  ({ status: 'success', ...body }) as OkOf<K>;

/** The 200 body of a list operation of K for some rows (for handlers of reference lists). */
export const listOf = <K extends OperationId>(id: K, datas: unknown[]): OkOf<K> =>
  success(id, { datas, total: datas.length, page: 1, perPage: 1000 } as never);

const routes = Object.entries(operationRoutes).map(([id, op]) => {
  const names: string[] = [];
  const pattern = op.path.replace(/\/$/, '').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return {
    id: id as OperationId,
    method: op.method.toUpperCase(),
    regex: new RegExp(`^${pattern}/?$`),
    names,
  };
});

/** `packs[0][qty]`-style form fields back into an object (enough for the forms stories send). */
function formObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) out[key] = value;
  return out;
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return formObject(await request.formData());
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** A call the mock answered: its operation, body, path parameters and the request itself (headers). */
export interface MockCall {
  id: OperationId;
  body: unknown;
  path: Record<string, string | number>;
  request: Request;
}

/**
 * The fetch the page had before any mock replaced it: what is not an API call (an icon's SVG, a font) goes
 * there, so a story's icons load instead of being answered 404 by the mock and drawn empty.
 */
const MOCK = Symbol('pawon.mockFetch');
type MarkedFetch = typeof fetch & { [MOCK]?: typeof fetch };
const pageFetch = (): typeof fetch => {
  const current = globalThis.fetch as MarkedFetch;
  return current[MOCK] ?? current;
};

export interface MockFetchOptions {
  /** Milliseconds before each answer. @default 0 */
  delayMs?: number;
  /** Every call, in order, for assertions. */
  calls?: MockCall[];
}

/**
 * A fetch that answers the app's API calls from typed handlers, routed by the contract's method and path. A call
 * without a handler answers 501 with a message naming it, so a story or test shows what it forgot to mock.
 */
/**
 * The strings the mock API has answered with since the last `forgetAnswered()`: a screen's data (names, notes,
 * addresses), which reads the same in either language. A success's `message` is not data: the app writes its own.
 */
const answered = new Set<string>();
export const answeredStrings = (): ReadonlySet<string> => answered;
export const forgetAnswered = () => answered.clear();
function remember(value: unknown, key?: string): void {
  if (typeof value === 'string') {
    // Paths and icon names (`/items/bahan-baku/list`, `bx-cube`) hold no word a user reads.
    if (key !== 'message' && !/^(\/[\w/-]*|bx[sl]?-[\w-]+)$/.test(value)) answered.add(value);
  } else if (Array.isArray(value)) value.forEach((item) => remember(item));
  else if (value && typeof value === 'object')
    Object.entries(value).forEach(([name, item]) => remember(item, name));
}

export function mockFetch(handlers: MockHandlers, options: MockFetchOptions = {}): typeof fetch {
  const passThrough = pageFetch();
  const mock: MarkedFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // Not an API call (an icon's SVG at a relative URL, which Node's Request would refuse): to the page's fetch.
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!new URL(url, 'http://pawon.test').pathname.startsWith('/api/')) return passThrough(input, init);
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url, 'http://pawon.test');
    const route = routes.find((r) => r.method === request.method && r.regex.test(pathname));
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    if (!route)
      return json(404, {
        status: 'error',
        message: `Tidak ada operasi untuk ${request.method} ${pathname}.`,
      });
    const match = route.regex.exec(pathname)!;
    // Path parameters as the contract types them: an id is a number.
    const path = Object.fromEntries(
      route.names.map((name, i) => {
        const text = decodeURIComponent(match[i + 1]!);
        return [name, /^\d+$/.test(text) ? Number(text) : text];
      }),
    );
    const body = await bodyOf(request.clone());
    options.calls?.push({ id: route.id, body, path, request });
    const handler = handlers[route.id] as ((r: { body: unknown; path: unknown }) => unknown) | undefined;
    if (!handler)
      return json(501, { status: 'error', message: `Operasi ${route.id} belum diberi jawaban tiruan.` });
    const result = await handler({ body, path });
    if (result === PENDING) return new Promise<Response>(() => undefined);
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    if (result && typeof result === 'object' && 'error' in result) {
      const {
        status,
        body: errorBody,
        headers,
      } = (result as { error: { status: number; body: unknown; headers?: Record<string, string> } }).error;
      // An error's parameters are data too (the material that is short); its message and field texts are not.
      remember((errorBody as { params?: unknown }).params);
      return json(status, errorBody, headers);
    }
    remember(result);
    return json(200, result);
  };
  mock[MOCK] = passThrough;
  return mock;
}
