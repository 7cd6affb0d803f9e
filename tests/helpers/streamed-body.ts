/** Request bodies streamed as the node adapter hands them over, recording how much of them the API read. */
import { MB } from '../../src/server/api/middleware/body-limit.ts';
import type { TestApi } from './api.ts';

export interface Watched {
  stream: ReadableStream<Uint8Array>;
  /** How many chunks the API pulled from the client. */
  pulls: number;
}

/** A body that records every chunk the API pulls: `total` bytes of `text` repeated (14 MB, the review's attack). */
export function watched(text = '[', total = 14 * MB): Watched {
  const chunk = new TextEncoder().encode(text.repeat(Math.ceil((64 * 1024) / text.length)));
  let sent = 0;
  const body: Watched = {
    pulls: 0,
    stream: new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          body.pulls += 1;
          if (sent >= total) return controller.close();
          const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
          sent += part.length;
          controller.enqueue(part);
        },
      },
      // Nothing is pulled until someone reads: a pull is a read by the API.
      { highWaterMark: 0 },
    ),
  };
  return body;
}

export interface SendOptions {
  body?: ReadableStream<Uint8Array> | string;
  token?: string;
  /** The size the client announces (Content-Length), whatever it then sends. */
  announce?: number;
  ip?: string;
}

/** One call as the node adapter hands it over: a streamed body, a client address. */
export function streamedCalls(fetch: TestApi['fetch']) {
  return (method: string, path: string, { body, token, announce, ip }: SendOptions = {}): Promise<Response> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers['authorization'] = `Bearer ${token}`;
    if (announce !== undefined) headers['content-length'] = String(announce);
    const init = { method, headers, body, duplex: 'half' } as RequestInit;
    return fetch(new Request(`http://localhost${path}`, init), ip ? { ip } : {});
  };
}
