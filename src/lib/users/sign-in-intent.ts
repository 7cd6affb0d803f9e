/**
 * What a visitor was doing when a page sent them to sign in (issue 25, decision 141): the reason the sign-in page
 * names, and the action completed once they are signed in. It travels in the login URL only (`reason`, `sale`,
 * beside the `redirect` path that decision 056 checks), so nothing is stored and a forged URL can at most save a
 * favourite the person can see and undo.
 */

/** `search`: saving a search of /sales (issue 19); the return path is the page that confirms it. */
export type SignInReason = 'favorite' | 'visit' | 'search';

export interface SignInIntent {
  reason: SignInReason;
  /** The sale to put the heart on (`favorite` only). */
  saleUid: string | null;
}

const REASONS: ReadonlySet<string> = new Set<SignInReason>(['favorite', 'visit', 'search']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The login URL for a visitor who tried to do `reason` on the page at `back` (a path of this site). */
export function signInHref(reason: SignInReason, back: string, saleUid?: string): string {
  const query = new URLSearchParams({ reason });
  if (saleUid) query.set('sale', saleUid);
  query.set('redirect', back);
  return `/login?${query.toString()}`;
}

/** The intent in a login or register URL's query; unknown reasons and malformed ids are ignored. */
export function readIntent(search: string): SignInIntent | null {
  const query = new URLSearchParams(search);
  const reason = query.get('reason') ?? '';
  if (!REASONS.has(reason)) return null;
  const sale = query.get('sale') ?? '';
  const saleUid = UUID.test(sale) ? sale.toLowerCase() : null;
  if (reason === 'favorite' && !saleUid) return null;
  return { reason: reason as SignInReason, saleUid };
}

/** The part of the query that the register link keeps, so that signing up completes the same action. */
export function intentQuery(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of ['reason', 'sale', 'redirect']) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
