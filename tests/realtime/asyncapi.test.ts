// /api/asyncapi.json (decision 046): valid AsyncAPI 3, enough for a real STOMP client to connect, subscribe and
// receive a notification matching it, and naming exactly the destinations /ws accepts.
import net from 'node:net';
import specs from '@asyncapi/specs';
import { Client, Versions, type IFrame, type IMessage } from '@stomp/stompjs';
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/server/domain/notifications/notify.ts';
import { USER_DESTINATIONS } from '../../src/lib/realtime/destinations.ts';
import { DESTINATIONS } from '../../src/server/realtime/destinations.ts';
import { useTestContext } from '../helpers/context.ts';
import { createUser, startAppServer } from './helpers.ts';

/** A port nobody listens on yet: the document names PUBLIC_SITE_URL, so the site must be known before it starts. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const port = await freePort();
const ctx = await useTestContext({ PUBLIC_SITE_URL: `http://127.0.0.1:${port}` });
let app: Awaited<ReturnType<typeof startAppServer>>;
let doc: AsyncApi;

beforeAll(async () => {
  app = await startAppServer(ctx, port);
  doc = (await (await fetch(`${app.origin}/api/asyncapi.json`)).json()) as AsyncApi;
});
afterAll(() => app.close());

/** The parts of the document a client reads. */
interface AsyncApi {
  asyncapi: string;
  servers: Record<string, Server>;
  channels: Record<string, { address: string; messages: Record<string, Ref> }>;
  operations: Record<string, { action: string; channel: Ref; messages: Ref[] }>;
  components: { schemas: Record<string, unknown>; messages: Record<string, { payload: Ref; headers: unknown }> };
}
interface Server {
  host: string;
  pathname: string;
  protocol: string;
  protocolVersion: string;
  security: Ref[];
  'x-websocket': { scheme: string; subprotocol: string };
  'x-stomp-connect': { headers: { properties: Record<string, { examples?: string[] }> } };
}
interface Ref {
  $ref: string;
}

/** The node at a JSON pointer of the document (`#/a/b`). */
function at(pointer: string): unknown {
  expect(pointer).toMatch(/^#\//);
  let node: unknown = doc;
  for (const segment of pointer.slice(2).split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  expect(node, pointer).toBeDefined();
  return node;
}

/** Where a `$ref` of the document leads, through references to references (local ones: the document stands alone). */
function target(ref: Ref | string): string {
  let pointer = typeof ref === 'string' ? ref : ref.$ref;
  for (let node = at(pointer); isRef(node); node = at(pointer)) pointer = node.$ref;
  return pointer;
}

const isRef = (node: unknown): node is Ref =>
  typeof node === 'object' && node !== null && typeof (node as Ref).$ref === 'string';

const resolve = <T>(ref: Ref | string): T => at(target(ref)) as T;

/** Every `$ref` string anywhere in the document. */
function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsOf(item, found);
    }
  }
  return found;
}

const errorsText = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`).join('; ');

/** Built on first use (compiling the official schema takes a second). */
function memo<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The official JSON Schema of AsyncAPI 3.0.0 (the AsyncAPI initiative's @asyncapi/specs), draft-07. */
const asyncApiValidator = memo(() => {
  const schema = structuredClone(specs.schemas['3.0.0']) as { definitions: Record<string, unknown> };
  // The bundle embeds the draft-07 meta-schema, which ajv already has under the same id.
  delete schema.definitions['http://json-schema.org/draft-07/schema'];
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schema);
});

/**
 * The document's schemas as AsyncAPI reads them (its default schema format: JSON Schema draft-07), in
 * strict mode so a keyword draft-07 does not know (a 2020-12 one the OpenAPI generator might emit) fails.
 */
function payloadAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addFormats(ajv);
  // OpenAPI's example annotation, and the document's own members around its schemas.
  ajv.addVocabulary([
    'example',
    'asyncapi',
    'info',
    'defaultContentType',
    'servers',
    'channels',
    'operations',
    'components',
  ]);
  ajv.addSchema({ ...doc, $id: 'asyncapi.json' }, undefined, undefined, false);
  return ajv;
}

/** The schema at a pointer of the document, compiled with the document as its root. */
const compileAt = (ajv: Ajv, pointer: string) => ajv.compile({ $ref: `asyncapi.json${pointer}` });

/** The headers of a STOMP frame as written on the socket (CONNECT's are not escaped). */
function frameHeaders(frame: string): Record<string, string> {
  const [head = ''] = frame.split('\n\n');
  const headers: Record<string, string> = {};
  for (const line of head.split('\n').slice(1)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon)] ??= line.slice(colon + 1);
  }
  return headers;
}

describe('/api/asyncapi.json', () => {
  it('is a valid AsyncAPI 3.0.0 document whose references all resolve', () => {
    const validate = asyncApiValidator();
    expect(validate(doc), errorsText(validate.errors)).toBe(true);
    expect(doc.asyncapi).toBe('3.0.0');
    for (const ref of refsOf(doc)) resolve(ref);
    // AsyncAPI 3: an operation's messages are among its channel's.
    for (const operation of Object.values(doc.operations)) {
      for (const message of operation.messages)
        expect(message.$ref.startsWith(`${operation.channel.$ref}/`), message.$ref).toBe(true);
    }
  });

  it('is refused by the same validator when broken (the check is not vacuous)', () => {
    const validate = asyncApiValidator();
    const { info: _info, ...withoutInfo } = doc as unknown as Record<string, unknown>;
    expect(validate(withoutInfo)).toBe(false);
    const [name, operation] = Object.entries(doc.operations)[0]!;
    expect(validate({ ...doc, operations: { [name]: { ...operation, action: 'listen' } } })).toBe(false);
  });

  it('names the site’s /ws: host of PUBLIC_SITE_URL, STOMP 1.2 over ws, a bearer token in CONNECT', () => {
    const [server] = Object.values(doc.servers);
    expect(server).toMatchObject({
      host: `127.0.0.1:${port}`,
      pathname: '/ws',
      protocol: 'stomp',
      protocolVersion: '1.2',
      'x-websocket': { scheme: 'ws', subprotocol: 'v12.stomp' },
    });
    expect(resolve(server!.security[0]!)).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('carries the OpenAPI Notification schema as the API generates it', async () => {
    const openApi = (await (await fetch(`${app.origin}/api/openapi.json`)).json()) as AsyncApi;
    expect(doc.components.schemas['Notification']).toEqual(openApi.components.schemas['Notification']);
    expect(doc.components.messages['notification']?.payload).toEqual({ $ref: '#/components/schemas/Notification' });
  });

  it('is public, cacheable and a named download, and /api/docs links to it', async () => {
    const res = await fetch(`${app.origin}/api/asyncapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    // API answers are attachments (decision 091): the documents a reader clicks on the page name their own file.
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="asyncapi.json"');
    const openApi = await fetch(`${app.origin}/api/openapi.json`);
    expect(openApi.headers.get('content-disposition')).toBe('attachment; filename="openapi.json"');
    const page = await (await fetch(`${app.origin}/api/docs`)).text();
    expect(page).toMatch(/<a href="asyncapi\.json">[^<]+<\/a>/);
  });
});

/**
 * A @stomp/stompjs client configured from the document alone: URL, subprotocol, version, heart-beat, token
 * header. What it writes on the socket lands in `sent`.
 */
function clientFromDocument(token: string, sent: string[] = []): Client {
  const [server] = Object.values(doc.servers) as [Server];
  const url = `${server['x-websocket'].scheme}://${server.host}${server.pathname}`;
  const scheme = resolve<{ type: string; scheme: string }>(server.security[0]!);
  // An HTTP bearer scheme is the Authorization header with the value `Bearer <token>` (RFC 6750).
  expect([scheme.type, scheme.scheme]).toEqual(['http', 'bearer']);
  const [heartBeat = '0,0'] = server['x-stomp-connect'].headers.properties['heart-beat']?.examples ?? [];
  const [outgoing, incoming] = heartBeat.split(',').map(Number);
  return new Client({
    webSocketFactory: () => {
      const ws = new WebSocket(url, [server['x-websocket'].subprotocol]);
      const send = ws.send.bind(ws);
      ws.send = ((data: string) => (sent.push(String(data)), send(data))) as typeof ws.send;
      return ws;
    },
    stompVersions: new Versions([server.protocolVersion]),
    connectHeaders: { Authorization: `Bearer ${token}` },
    heartbeatOutgoing: outgoing ?? 0,
    heartbeatIncoming: incoming ?? 0,
    reconnectDelay: 0,
  });
}

/** Connects and subscribes to `address` with a receipt: the RECEIPT, or the ERROR that refused it. */
function subscribe(
  client: Client,
  address: string,
  onMessage: (message: IMessage) => void = () => {},
): Promise<{ command: string; frame: IFrame }> {
  return new Promise((done, fail) => {
    client.onConnect = () => {
      client.watchForReceipt('subscribed', (frame) => done({ command: frame.command, frame }));
      client.subscribe(address, onMessage, { receipt: 'subscribed' });
    };
    client.onStompError = (frame) => done({ command: frame.command, frame });
    client.onWebSocketClose = () => fail(new Error('socket closed without RECEIPT or ERROR'));
    client.activate();
  });
}

/** The document's receive operations: channel address and the message it carries there. */
const receiveOperations = () =>
  Object.values(doc.operations)
    .filter((operation) => operation.action === 'receive')
    .map((operation) => ({
      address: resolve<{ address: string }>(operation.channel).address,
      message: target(operation.messages[0]!),
    }));

describe('a client following the document', () => {
  it('connects, subscribes and receives a notification whose headers and body match the document', async () => {
    const alice = await createUser(ctx);
    // The operation that receives notifications: its message's payload is the Notification schema.
    const notifications = receiveOperations().filter(
      ({ message }) => target(`${message}/payload`) === '#/components/schemas/Notification',
    );
    expect(notifications).toHaveLength(1);
    const [{ address, message }] = notifications as [(typeof notifications)[number]];
    const sent: string[] = [];
    const client = clientFromDocument(alice.token, sent);
    const received: IMessage[] = [];
    let arrived: () => void = () => {};
    const first = new Promise<void>((resolve) => (arrived = resolve));
    try {
      const subscribed = await subscribe(client, address, (m) => {
        received.push(m);
        arrived();
      });
      expect(subscribed.command).toBe('RECEIPT');
      await notify(ctx.db, {
        userId: alice.id,
        type: 'SALE_APPROVE',
        params: { saleTitle: 'Bobi' },
        referenceKey: 's-1',
      });
      await first;
    } finally {
      await client.deactivate();
    }
    const ajv = payloadAjv();
    // The CONNECT it sent has the headers the document lists, and the document refuses one without the token.
    const connect = compileAt(ajv, `#/servers/${Object.keys(doc.servers)[0]}/x-stomp-connect/headers`);
    const connectHeaders = frameHeaders(sent.find((frame) => frame.startsWith('CONNECT\n')) ?? '');
    expect(connect(connectHeaders), errorsText(connect.errors)).toBe(true);
    expect(connectHeaders['Authorization']).toBe(`Bearer ${alice.token}`);
    const { Authorization: _token, ...withoutToken } = connectHeaders;
    expect(connect(withoutToken)).toBe(false);
    const payload = compileAt(ajv, target(`${message}/payload`));
    const headers = compileAt(ajv, `${message}/headers`);
    const body: unknown = JSON.parse(received[0]!.body);
    expect(payload(body), errorsText(payload.errors)).toBe(true);
    expect(headers(received[0]!.headers), errorsText(headers.errors)).toBe(true);
    expect(body).toMatchObject({ type: 'SALE_APPROVE', params: { saleTitle: 'Bobi' }, referenceKey: 's-1' });
    // The same schema refuses a body that is not a notification.
    expect(payload({ ...(body as object), visualized: 'no' })).toBe(false);
    expect(payload({ ...(body as object), key: 'not-a-uuid' })).toBe(false);
  });

  it('is refused without the token the security scheme asks for', async () => {
    const [server] = Object.values(doc.servers) as [Server];
    const client = new Client({
      webSocketFactory: () => new WebSocket(`${server['x-websocket'].scheme}://${server.host}${server.pathname}`),
      stompVersions: new Versions([server.protocolVersion]),
      reconnectDelay: 0,
    });
    try {
      const { command, frame } = await subscribe(client, receiveOperations()[0]!.address);
      expect(command).toBe('ERROR');
      expect(frame.headers['message']).toBe('authorization required');
    } finally {
      await client.deactivate();
    }
  });
});

describe('destinations', () => {
  it('the document has exactly the registry’s destinations, each with the schema the registry names', () => {
    // Each destination has its own channel and message: one entry cannot overwrite another's in the document.
    for (const key of ['address', 'channel'] as const)
      expect(new Set(DESTINATIONS.map((d) => d[key])).size).toBe(DESTINATIONS.length);
    expect(new Set(DESTINATIONS.map((d) => d.message.name)).size).toBe(DESTINATIONS.length);
    const documented = Object.values(doc.channels).map((c) => c.address);
    expect(documented.toSorted()).toEqual(DESTINATIONS.map((d) => d.address).toSorted());
    // The addresses SUBSCRIBE accepts and the browser subscribes to, each described.
    expect(DESTINATIONS.map((d) => d.address)).toEqual(USER_DESTINATIONS);
    for (const destination of DESTINATIONS) {
      const channel = doc.channels[destination.channel];
      expect(channel?.address).toBe(destination.address);
      const message = resolve<{ payload: Ref }>(channel!.messages[destination.message.name]!);
      expect(message.payload.$ref).toBe(`#/components/schemas/${destination.message.schema}`);
      expect(receiveOperations().map((o) => o.address)).toContain(destination.address);
    }
  });

  it('/ws accepts a SUBSCRIBE to every documented destination and refuses any other', async () => {
    const { token } = await createUser(ctx);
    const documented = Object.values(doc.channels).map((c) => c.address);
    const undocumented = ['/user/topic/General', '/user/topic/general/', '/topic/general', '/user/queue/general', '/'];
    for (const address of [...documented, ...undocumented]) {
      const client = clientFromDocument(token);
      try {
        const { command, frame } = await subscribe(client, address);
        if (documented.includes(address)) expect(command, address).toBe('RECEIPT');
        else {
          expect(command, address).toBe('ERROR');
          expect(frame.headers['message']).toBe('unknown destination');
        }
      } finally {
        await client.deactivate();
      }
    }
  });
});
