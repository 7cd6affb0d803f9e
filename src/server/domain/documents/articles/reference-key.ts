/** Article reference keys: a readable slug of the title, made unique with a short suffix; never changed by edits. */
import { randomBytes } from 'node:crypto';
import { REFERENCE_KEY_MAX, slugOf } from '../../../../lib/documents/addresses.ts';

/** "Vacinação do cão: o básico!" → "vacinacao-do-cao-o-basico". */
export const slugify = (title: string): string => slugOf(title, REFERENCE_KEY_MAX) || 'artigo';

/** The slug with a random tail, for when the plain slug is taken. */
export function suffixed(slug: string): string {
  return `${slug.slice(0, REFERENCE_KEY_MAX - 7)}-${randomBytes(4).toString('hex').slice(0, 6)}`;
}
