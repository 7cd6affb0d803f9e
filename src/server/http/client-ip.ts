/** The client's address: the socket's peer, or the last X-Forwarded-For hop when the peer is a trusted proxy (decision 112). */
import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { env } from '../env.ts';

// @astrojs/node stores the socket address on the Request. (It would store the *first* X-Forwarded-For
// value, which a client writes itself, if security.allowedDomains validated the host: we leave that unset.)
const CLIENT_ADDRESS = Symbol.for('astro.clientAddress');

/**
 * Reads the address before anything replaces the Request (the body limit re-wraps streamed bodies);
 * `clientIp` then answers from the context.
 */
export const clientAddress = (): MiddlewareHandler => async (c, next) => {
  c.set('clientIp', addressOf(c.req.raw, trustedProxies(env().TRUSTED_PROXIES)));
  await next();
};

/** The rate-limit identity of the caller: its IPv4 address, or the /64 network of an IPv6 address. */
export function clientIp(c: Context): string {
  return (c.get('clientIp') as string | undefined) ?? addressOf(c.req.raw, trustedProxies(env().TRUSTED_PROXIES));
}

/**
 * The peer address, unless the peer is a trusted proxy: then the last X-Forwarded-For entry, the
 * address that proxy saw. Only one hop is believed; entries further left are the client's own words.
 */
export function addressOf(request: Request, trusted: TrustedProxies = NONE): string {
  const raw = Reflect.get(request, CLIENT_ADDRESS) as unknown;
  if (typeof raw !== 'string' || raw === '') return 'unknown';
  let ip = unmapped(raw);
  if (trusted(ip)) {
    const last = unmapped(request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() ?? '');
    if (isIP(last)) ip = last;
  }
  if (!ip.includes(':')) return ip;
  // One IPv6 customer usually owns a whole /64: limiting single addresses would be trivially bypassed.
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

const unmapped = (ip: string) => (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

/** Answers whether an address is one of the configured proxies. */
export type TrustedProxies = (ip: string) => boolean;
const NONE: TrustedProxies = () => false;
const parsed = new Map<string, TrustedProxies>();

/** TRUSTED_PROXIES (`127.0.0.1,10.0.0.0/8,fd00::/8`) as a predicate; parsed once per distinct value. */
export function trustedProxies(list: string | undefined): TrustedProxies {
  if (!list?.trim()) return NONE;
  let predicate = parsed.get(list);
  if (!predicate) {
    const blocks = list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [address = '', bits] = entry.split('/');
        const type = isIP(address);
        if (!type) throw new Error(`TRUSTED_PROXIES: not an address: ${entry}`);
        const rangeBits = bits === undefined ? (type === 4 ? 32 : 128) : Number(bits);
        const block = new BlockList();
        if (bits === undefined) block.addAddress(address, type === 4 ? 'ipv4' : 'ipv6');
        else block.addSubnet(address, rangeBits, type === 4 ? 'ipv4' : 'ipv6');
        return block;
      });
    predicate = (ip) => {
      const type = isIP(ip);
      return type !== 0 && blocks.some((b) => b.check(ip, type === 4 ? 'ipv4' : 'ipv6'));
    };
    parsed.set(list, predicate);
  }
  return predicate;
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
