/** Calls the API in-process as the node adapter would hand it a request: JSON bodies, bearer tokens, a client address. */
import { createApi } from '../../src/server/api/app.ts';
import { withClientAddress } from '../../src/server/api/middleware/client-ip.ts';
import type { AppContext } from '../../src/server/context.ts';

export interface CallOptions {
  body?: unknown;
  /** Sent as is (malformed JSON, other content types). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  /** The caller's address; a fresh one per call unless given, so rate limits only bite where a test wants them. */
  ip?: string;
}

export interface TestApi {
  api: ReturnType<typeof createApi>;
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  get(path: string, options?: CallOptions): Promise<Response>;
  post(path: string, body?: unknown, options?: CallOptions): Promise<Response>;
  put(path: string, body?: unknown, options?: CallOptions): Promise<Response>;
}

let counter = 0;
/** A distinct documentation-range address per call (198.18.0.0/15 is reserved for tests). */
export function freshIp(): string {
  counter += 1;
  return `198.18.${(counter >> 8) & 255}.${counter & 255}`;
}

export function testApi(ctx: AppContext): TestApi {
  const api = createApi(async () => ctx);
  const call = (method: string, path: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    const request = new Request(`http://localhost${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    return Promise.resolve(api.fetch(withClientAddress(request, options.ip ?? freshIp())));
  };
  return {
    api,
    call,
    get: (path, options) => call('GET', path, options),
    post: (path, body, options) => call('POST', path, { ...options, body }),
    put: (path, body, options) => call('PUT', path, { ...options, body }),
  };
}
