/** The client's address as the node adapter saw it (proxies are trusted only through Astro's allowedDomains). */
import type { Context, MiddlewareHandler } from 'hono';

// @astrojs/node stores the socket address (or X-Forwarded-For when the host is validated) on the Request.
const CLIENT_ADDRESS = Symbol.for('astro.clientAddress');

/**
 * Reads the address before anything replaces the Request (the body limit re-wraps streamed bodies);
 * `clientIp` then answers from the context.
 */
export const clientAddress = (): MiddlewareHandler => async (c, next) => {
  c.set('clientIp', addressOf(c.req.raw));
  await next();
};

/** The rate-limit identity of the caller: its IPv4 address, or the /64 network of an IPv6 address. */
export function clientIp(c: Context): string {
  return (c.get('clientIp') as string | undefined) ?? addressOf(c.req.raw);
}

function addressOf(request: Request): string {
  const raw = Reflect.get(request, CLIENT_ADDRESS) as unknown;
  if (typeof raw !== 'string' || raw === '') return 'unknown';
  const ip = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
  if (!ip.includes(':')) return ip;
  // One IPv6 customer usually owns a whole /64: limiting single addresses would be trivially bypassed.
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** An IPv6 address as its eight groups (lower case, zero groups filled in). */
function expandIpv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** Lets a test (or any in-process caller) say where a request comes from, as the node adapter does. */
export function withClientAddress(request: Request, ip: string): Request {
  Reflect.set(request, CLIENT_ADDRESS, ip);
  return request;
}
