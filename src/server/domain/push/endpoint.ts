/**
 * Which push endpoints the server may post to (issue 52, decision 198): only `https` on port 443 of a known push
 * service's host, read by one parser (WHATWG's) for the check and for the request, and only in a form every parser
 * reads alike (`web-push` still reads it with the legacy `url.parse` for the VAPID audience), so no endpoint means one
 * host to the check and another to a library.
 */
import { isIP } from 'node:net';

/** A host name as push services have them: lower-case labels of letters, digits and hyphens. */
const HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A path and query as FCM, Mozilla's autopush, Apple's and Windows' services hand them out. */
const PATH = /^\/[A-Za-z0-9\-._~:/?=&%+]*$/;

/** Whether `host` is `allowed` (an exact name) or under it (`*.domain`: a name ending in `.domain`). */
function matches(host: string, allowed: string): boolean {
  if (allowed.startsWith('*.')) return host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1;
  return host === allowed;
}

/**
 * The endpoint's URL when the server may post to it, else null. `services` is PUSH_SERVICES (host names, `*.` for a
 * domain's hosts, never a port); `local` is PUSH_LOCAL_SERVICE, one `host:port` on the operator's own network (a
 * test's push service), the only address allowed another port.
 */
export function pushEndpoint(endpoint: string, services: string, local = ''): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  // The canonical form only: what the browser's PushSubscription gives. Anything a parser rewrites (case, a default
  // port, backslashes, characters it escapes) is not an endpoint a push service handed out.
  if (url.href !== endpoint || url.protocol !== 'https:' || url.username || url.password || url.hash) return null;
  // Only the characters push services' paths use: none that any parser takes for the end of a host.
  if (!PATH.test(url.pathname + url.search)) return null;
  if (local && url.host === local.toLowerCase()) return url;
  if (url.port || isIP(url.hostname) || !HOST.test(url.hostname)) return null;
  const allowed = services
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return allowed.some((entry) => matches(url.hostname, entry)) ? url : null;
}
