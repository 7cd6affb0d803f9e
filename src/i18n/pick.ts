/**
 * Picks an island's texts out of a catalogue, on the server (pick-messages.ts) or at build time
 * (integrations/island-messages.mjs): no i18next, so both run anywhere. Plain data in, plain data out.
 */

/** A key ending in `.*` stands for every key under that prefix: texts whose keys arrive as data (error keys, notification types). */
export const PREFIX_MARK = '.*';

/** i18next's plural suffixes: a listed key brings its plural forms (`key_one`, `key_other`) with it. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Whether `key` is one of `keys` (or a plural form of one) or lies under one of its `prefix.*` entries. */
export function listed(key: string, keys: readonly string[]): boolean {
  const base = key.replace(PLURAL, '');
  // "a.*" matches keys starting with "a." (the dot stays, so "ab.c" is not under "a.*").
  return keys.some((entry) =>
    entry.endsWith(PREFIX_MARK) ? key.startsWith(entry.slice(0, -1)) : entry === key || entry === base,
  );
}

/** The texts of `keys` in `catalogue` (flat dotted keys); keys without a text are left out. */
export function pick(catalogue: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(catalogue)) {
    if (typeof text === 'string' && listed(key, keys)) out[key] = text;
  }
  return out;
}
