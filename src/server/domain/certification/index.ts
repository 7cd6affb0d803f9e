/** What other areas may use of certification (issue 53): the rest of the area is its own. */
export { certificationSummaries } from './summaries.ts';
