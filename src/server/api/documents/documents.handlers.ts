/** What the document handlers share: an address that cannot be one, or a document that is not there, answers 404. */
import { ApiError } from '../errors.ts';

export function notFound(): never {
  throw new ApiError(404, 'not-found');
}

/** What was found; 404 `not-found` when nothing was. */
export const found = <T>(value: T | null | undefined | false): T =>
  value === null || value === undefined || value === false ? notFound() : value;

/** `value` when it can be an address (`possible`): anything else is 404 before any query. */
export const address = (value: string, possible: (value: string) => boolean): string =>
  possible(value) ? value : notFound();
