/** What other areas may use of breeders (issue 53): the rest of the area is its own. */
export { BREEDER_TYPE } from './breeders.ts';
