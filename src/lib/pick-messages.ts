/** Server side of src/lib/translator.ts: the texts of the given keys, for an island's `messages` prop. */
import { t } from '../i18n/index.ts';
import type { Messages } from './translator.ts';

/**
 * Keys without a text are left out (the island then falls back to a generic message); a unit test
 * checks that every key our islands list exists in the catalogue.
 */
export function pickMessages(keys: readonly string[]): Messages {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const text = t(key);
    if (text !== key) out[key] = text;
  }
  return out;
}
