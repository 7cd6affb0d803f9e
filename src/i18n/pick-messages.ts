/** Server side of src/lib/translator.ts: the texts of the given keys, for an island's `messages` prop. */
import { i18n } from './index.ts';
import { pick } from './pick.ts';
import type { Messages } from '../lib/translator.ts';

/**
 * Keys without a text are left out (the island then falls back to a generic message); a unit test
 * checks that every key our islands list exists in the catalogue. `prefix.*` picks every key under it.
 */
export function pickMessages(keys: readonly string[]): Messages {
  return pick(i18n.getResourceBundle(i18n.language, 'translation') as Record<string, unknown>, keys);
}
