/** What other areas may use of reference (issue 53): the rest of the area is its own. */
export { referenceData } from './reference.ts';
export type { ReferenceData } from './reference.ts';
