/** Calls the API in-process as the node adapter would hand it a request (JSON bodies, bearer tokens, a client address) and holds every answer to /openapi.json. */
import { createApi } from '../../src/server/api/app.ts';
import { withClientAddress } from '../../src/server/http/client-ip.ts';
import type { AppContext } from '../../src/server/context.ts';
import { Contract, type OpenApiDocument } from './contract.ts';

export interface CheckOptions {
  /**
   * Skips the check of this answer against the document, saying why: only for a test that looks at
   * something outside the contract on purpose. Every other answer must be one the document declares.
   */
  outsideContract?: string;
}

export interface CallOptions extends CheckOptions {
  body?: unknown;
  /** Sent as is (malformed JSON, other content types). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  /** The caller's address; a fresh one per call unless given, so rate limits only bite where a test wants them. */
  ip?: string;
}

/** Its functions use no `this`: tests take them apart (`const { get, post } = testApi(ctx)`). */
export interface TestApi {
  api: ReturnType<typeof createApi>;
  /** A request as built by the caller (streamed bodies, own headers), answered and checked against the document. */
  fetch: (request: Request, options?: CheckOptions & { ip?: string }) => Promise<Response>;
  call: (method: string, path: string, options?: CallOptions) => Promise<Response>;
  get: (path: string, options?: CallOptions) => Promise<Response>;
  post: (path: string, body?: unknown, options?: CallOptions) => Promise<Response>;
  put: (path: string, body?: unknown, options?: CallOptions) => Promise<Response>;
  /** The contract the answers are held to: the document this API serves now. */
  contract: () => Promise<Contract>;
}

let counter = 0;
/** A distinct documentation-range address per call (198.18.0.0/15 is reserved for tests). */
export function freshIp(): string {
  counter += 1;
  return `198.18.${(counter >> 8) & 255}.${counter & 255}`;
}

// Building ajv for a document costs more than generating it: API instances serving the same document share one.
const contracts = new Map<string, Contract>();

/**
 * The API of `ctx` through the same middleware a real request meets. Every answer to a request that reaches
 * an operation of /openapi.json must have a declared status, a declared media type and, for JSON, a body
 * valid against the declared schema; otherwise the call throws a ContractError naming the operation, the
 * status and ajv's finding. Requests whose path and method no operation names (unknown paths) are outside
 * the contract and not checked.
 */
export function testApi(ctx: AppContext): TestApi {
  const api = createApi(async () => ctx);
  // Tests may add routes to `api`: the document is read again when the registry has grown.
  let current: { routes: number; contract: Promise<Contract> } | undefined;
  const contract = () => {
    const routes = api.openAPIRegistry.definitions.length;
    if (current?.routes !== routes) {
      const read = async () => {
        const res = await api.fetch(withClientAddress(new Request('http://localhost/openapi.json'), freshIp()));
        const text = await res.text();
        if (res.status !== 200) throw new Error(`/openapi.json answered ${res.status}: ${text.slice(0, 300)}`);
        let found = contracts.get(text);
        if (!found) contracts.set(text, (found = new Contract(JSON.parse(text) as OpenApiDocument)));
        return found;
      };
      current = { routes, contract: read() };
    }
    return current.contract;
  };

  const fetch = async (request: Request, options: CheckOptions & { ip?: string } = {}) => {
    const { method, url } = request;
    const response = await api.fetch(withClientAddress(request, options.ip ?? freshIp()));
    if (!options.outsideContract) await (await contract()).check(method, url, response);
    return response;
  };

  const call = (method: string, path: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    const request = new Request(`http://localhost${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    return fetch(request, options);
  };
  return {
    api,
    fetch,
    call,
    get: (path, options) => call('GET', path, options),
    post: (path, body, options) => call('POST', path, { ...options, body }),
    put: (path, body, options) => call('PUT', path, { ...options, body }),
    contract,
  };
}
