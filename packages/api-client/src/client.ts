import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.js';
import { ApiError, NETWORK_MESSAGE, toApiError } from './errors.js';

export interface ApiClientOptions {
  /** Origin of the API; '' (the default) means the page's own origin. */
  baseUrl?: string;
  /** The current bearer token, read on every request. */
  getToken?: () => string | null | undefined;
  /** Called once for a 401 on any call but login: clear the session and go to the login page. */
  onUnauthorized?: (error: ApiError) => void;
  /** A fetch to use instead of the global one (tests, server-side). */
  fetch?: typeof globalThis.fetch;
}

export type ApiClient = Client<paths>;

const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;

/** Paths whose 401 means wrong credentials, not an ended session. */
const CREDENTIAL_PATHS = ['/api/login'];

/**
 * The typed client of Pawon's API. Middleware, in order: request id, bearer token, error normalisation.
 * Every failed call rejects with an ApiError; successful calls resolve with `{ data, response }`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const fetchImpl = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    fetch: async (request: Request) => {
      try {
        return await fetchImpl(request);
      } catch (err) {
        throw new ApiError(
          0,
          NETWORK_MESSAGE,
          {},
          undefined,
          request.headers.get('X-Request-Id') ?? undefined,
        );
      }
    },
  });

  const requestId: Middleware = {
    onRequest({ request }) {
      request.headers.set('X-Request-Id', newRequestId());
      return request;
    },
  };
  const bearer: Middleware = {
    onRequest({ request }) {
      const token = options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  const errors: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      if (response.ok) return response;
      const error = await toApiError(response, request.headers.get('X-Request-Id') ?? undefined);
      const credentialCheck = CREDENTIAL_PATHS.some((p) => schemaPath.replace(/\/$/, '') === p);
      if (response.status === 401 && !credentialCheck) options.onUnauthorized?.(error);
      throw error;
    },
  };
  client.use(requestId, bearer, errors);
  return client;
}
