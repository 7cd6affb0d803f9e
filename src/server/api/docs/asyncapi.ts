/** The AsyncAPI 3 document of /ws (served at /asyncapi.json): STOMP over WebSocket, its CONNECT, limits and destinations. */
import { DESTINATIONS, type Destination } from '../../realtime/destinations.ts';
import { DEFAULT_LIMITS, WS_PATH, WS_SUBPROTOCOL } from '../../realtime/endpoint.ts';
import { MAX_LINE_BYTES } from '../../realtime/stomp-frame.ts';

export const ASYNCAPI_VERSION = '3.0.0';
/** The key of the one server: wherever PUBLIC_SITE_URL points. */
export const SERVER = 'site';
export const SECURITY_SCHEME = 'bearerToken';

type Json = Record<string, unknown>;

export interface AsyncApiSources {
  /** PUBLIC_SITE_URL: /ws is on the site's own origin. */
  siteUrl: string;
  /** PUBLIC_API_BASE, for links to the HTTP API. */
  apiBase: string;
  /** `components.schemas` of the OpenAPI document the API generates: the payloads are copied from there. */
  openApiSchemas: Record<string, unknown>;
}

const SCHEMA_REF = '#/components/schemas/';
const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);
const seconds = (ms: number) => `${ms / 1000} s`;

/**
 * The headers of CONNECT (or STOMP) that the endpoint reads. The token goes here, not in the WebSocket
 * handshake: a browser cannot set headers on that request.
 */
const CONNECT_HEADERS = {
  type: 'object',
  required: ['accept-version', 'Authorization'],
  properties: {
    'accept-version': {
      type: 'string',
      description: 'Versions the client speaks, comma separated; must include 1.2.',
      pattern: '(^|,)\\s*1\\.2\\s*(,|$)',
      examples: ['1.2', '1.2,1.1,1.0'],
    },
    'heart-beat': {
      type: 'string',
      description:
        'cx,cy in ms: how often the client sends and wants heart-beats (0: never). Each direction uses the ' +
        `larger of the client's value and the server's ${DEFAULT_LIMITS.heartbeatMs}, or none when the client says 0.`,
      pattern: '^\\d{1,9},\\d{1,9}$',
      default: '0,0',
      examples: [`${DEFAULT_LIMITS.heartbeatMs},${DEFAULT_LIMITS.heartbeatMs}`],
    },
    Authorization: {
      type: 'string',
      description: `\`Bearer <token>\` (security scheme \`${SECURITY_SCHEME}\`); \`authorization\` in lower case is accepted.`,
      pattern: '^Bearer\\s+\\S+$',
    },
    host: { type: 'string', description: 'Ignored.' },
  },
};

/** What SUBSCRIBE must say to receive on a destination. */
function subscribeHeaders(destination: Destination): Json {
  return {
    type: 'object',
    required: ['id', 'destination'],
    properties: {
      id: { type: 'string', description: 'Chosen by the client, unique among its subscriptions on this socket.' },
      destination: { const: destination.address },
      ack: { enum: ['auto'], default: 'auto' },
      receipt: {
        type: 'string',
        description: 'Asks for a RECEIPT once the subscription is in place: refetch then (see the channel).',
      },
    },
  };
}

/** The headers of each MESSAGE frame pushed on a destination. */
function messageHeaders(destination: Destination): Json {
  return {
    type: 'object',
    required: ['subscription', 'message-id', 'destination', 'content-type', 'content-length'],
    properties: {
      subscription: { type: 'string', description: 'The `id` of the SUBSCRIBE.' },
      'message-id': { type: 'string' },
      destination: { const: destination.address },
      'content-type': { const: 'application/json' },
      'content-length': { type: 'string', pattern: '^\\d+$', description: 'Body length in bytes (UTF-8).' },
      ...destination.message.headers,
    },
  };
}

/** The named OpenAPI schemas and every one they reference, as they are (`#/components/schemas/` is the same path here). */
function copySchemas(names: readonly string[], from: Record<string, unknown>): Record<string, unknown> {
  const copied: Record<string, unknown> = {};
  const pending = [...names];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (name in copied) continue;
    const schema = from[name];
    if (schema === undefined) throw new Error(`OpenAPI document has no schema ${name}`);
    copied[name] = schema;
    JSON.stringify(schema, (key, value: unknown) => {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF))
        pending.push(value.slice(SCHEMA_REF.length));
      return value;
    });
  }
  return copied;
}

function description(wsUrl: string, apiBase: string): string {
  const l = DEFAULT_LIMITS;
  return [
    `STOMP 1.2 over WebSocket at \`${wsUrl}\`: each WebSocket text message carries STOMP frames. Offer the ` +
      `subprotocol \`${WS_SUBPROTOCOL}\` (or none). Clients only listen: they CONNECT, SUBSCRIBE to the ` +
      'destinations below (the channels) and receive MESSAGE frames; SEND and transactions are refused.',
    '',
    '## Connecting',
    `1. Get a token from \`POST ${apiBase}/public/authenticate\` (the HTTP API, OpenAPI document at ` +
      `\`${apiBase}/openapi.json\`). In the browser it is the \`access_token\` cookie.`,
    '2. Open the WebSocket and send CONNECT (or STOMP) with `accept-version:1.2`, a `heart-beat` and ' +
      `\`Authorization:Bearer <token>\` (the server's \`x-stomp-connect\` lists them). CONNECTED answers with ` +
      `\`heart-beat:${l.heartbeatMs},${l.heartbeatMs}\` and a \`session\`.`,
    '3. SUBSCRIBE with a `receipt` header; once the RECEIPT arrives, read the current state from the HTTP API: ' +
      'what was pushed before the subscription or while disconnected is not pushed again. Do the same after ' +
      'every reconnection.',
    '',
    '## Limits a client must respect',
    `- CONNECT within ${seconds(l.connectTimeoutMs)} of opening; at most ${kb(l.maxBytesBeforeConnected)} ` +
      'sent before CONNECTED.',
    `- A frame at most ${kb(l.maxFrameBytes)}; a command or header line at most ${kb(MAX_LINE_BYTES)}.`,
    `- At most ${l.maxInboundPerSecond} WebSocket messages per second (pings included; a message holding ` +
      'several frames or heart-beats counts each).',
    `- At most ${l.maxSubscriptions} subscriptions per connection and ${l.maxConnectionsPerUser} connections ` +
      'per user.',
    `- Per client address (an IPv6 /64) and server instance: ${l.maxSocketsPerAddress} open sockets, of which ` +
      `${l.maxUnconnectedPerAddress} not yet CONNECTED. Beyond that the upgrade is answered \`HTTP 429\` with ` +
      '`Retry-After: 10`.',
    `- Heart-beats: a client silent for twice the agreed interval is cut off without ERROR. A client reading ` +
      `too slowly (more than ${kb(l.maxBufferedBytes)} unsent) is cut off too.`,
    '',
    '## Errors',
    'Every refusal is an ERROR frame, followed by the server closing the socket (close code 1002), as STOMP 1.2 ' +
      'requires. Its `message` header (also its text/plain body) says why in English; `receipt-id` repeats the ' +
      '`receipt` of the frame that caused it, when that frame had one. A version mismatch also carries ' +
      '`version:1.2`.',
    '- `authorization required`, `authorization refused`, `authorization revoked`, `token expired`: the token ' +
      `is missing, invalid or no longer valid (password changed, signed out everywhere, account deleted; ` +
      `sessions re-check their token every ${l.reverifyMs / 60_000} minutes). Get a new token before reconnecting.`,
    '- `too many connections for this user`, `too many frames`, `too much data before CONNECTED`, ' +
      '`too many subscriptions`: a limit above.',
    '- Anything else (`unknown destination`, `only ack:auto is supported`, `SEND is not supported`, malformed ' +
      'frames…) is a client bug; retrying the same frames fails the same way.',
    '',
    'Before the upgrade: another path answers `404`, a browser `Origin` other than the site, ' +
      '`WS_ALLOWED_ORIGINS` or a page of the host asked (the `Host` header) `403`, an instance shutting down `503`. An instance that stops closes its sockets ' +
      'with code 1001: reconnect (after a few seconds), another instance takes over.',
  ].join('\n');
}

/** The document for one deployment (its origin) and one OpenAPI document (its schemas). */
export function asyncApiDocument({ siteUrl, apiBase, openApiSchemas }: AsyncApiSources): Json {
  const site = new URL(siteUrl);
  const scheme = site.protocol === 'https:' ? 'wss' : 'ws';
  const wsUrl = `${scheme}://${site.host}${WS_PATH}`;
  const channels: Json = {};
  const operations: Json = {};
  const messages: Json = {};
  for (const destination of DESTINATIONS) {
    const { channel, message } = destination;
    channels[channel] = {
      address: destination.address,
      title: destination.title,
      description: destination.description,
      servers: [{ $ref: `#/servers/${SERVER}` }],
      messages: { [message.name]: { $ref: `#/components/messages/${message.name}` } },
    };
    operations[`receive${channel[0]?.toUpperCase()}${channel.slice(1)}`] = {
      action: 'receive',
      channel: { $ref: `#/channels/${channel}` },
      messages: [{ $ref: `#/channels/${channel}/messages/${message.name}` }],
      summary: `SUBSCRIBE to ${destination.address} and receive its MESSAGE frames.`,
      'x-stomp-subscribe': { headers: subscribeHeaders(destination) },
    };
    messages[message.name] = {
      name: message.name,
      title: message.title,
      summary: message.summary,
      contentType: 'application/json',
      headers: messageHeaders(destination),
      payload: { $ref: `${SCHEMA_REF}${message.schema}` },
    };
  }
  return {
    asyncapi: ASYNCAPI_VERSION,
    info: {
      title: 'Patinhas real-time API',
      version: '1',
      description: description(wsUrl, apiBase),
      externalDocs: {
        description: 'The HTTP API (OpenAPI 3.1), which shares these payloads’ schemas',
        url: new URL(`${apiBase}/openapi.json`, site).href,
      },
    },
    defaultContentType: 'application/json',
    servers: {
      [SERVER]: {
        host: site.host,
        pathname: WS_PATH,
        protocol: 'stomp',
        protocolVersion: '1.2',
        title: 'This site’s /ws',
        description:
          `STOMP 1.2 frames over a WebSocket: connect to \`${wsUrl}\` (\`x-websocket\`: scheme and subprotocol), ` +
          'then send CONNECT with the headers of `x-stomp-connect`.',
        security: [{ $ref: `#/components/securitySchemes/${SECURITY_SCHEME}` }],
        'x-websocket': { scheme, subprotocol: WS_SUBPROTOCOL },
        'x-stomp-connect': { headers: CONNECT_HEADERS },
      },
    },
    channels,
    operations,
    components: {
      schemas: copySchemas(
        DESTINATIONS.map((d) => d.message.schema),
        openApiSchemas,
      ),
      messages,
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            `The token of \`POST ${apiBase}/public/authenticate\` (the HTTP API’s \`bearerAuth\`), sent as ` +
            '`Authorization:Bearer <token>` in the STOMP CONNECT frame, not in the WebSocket handshake. ' +
            'A refused, expired or revoked token ends the session with ERROR (see the description).',
        },
      },
    },
  };
}
