/** Article reference keys: a readable slug of the title, made unique with a short suffix; never changed by edits. */
import { randomBytes } from 'node:crypto';

export const REFERENCE_KEY_MAX = 80;
/** What a key may look like in a URL; anything else cannot exist and is answered 404 without a query. */
export const REFERENCE_KEY = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;

export const isReferenceKey = (value: string): boolean => REFERENCE_KEY.test(value);

/** "Vacinação do cão: o básico!" → "vacinacao-do-cao-o-basico". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, REFERENCE_KEY_MAX)
    .replace(/-+$/g, '');
  return slug || 'artigo';
}

/** The slug with a random tail, for when the plain slug is taken. */
export function suffixed(slug: string): string {
  return `${slug.slice(0, REFERENCE_KEY_MAX - 7)}-${randomBytes(4).toString('hex').slice(0, 6)}`;
}
