/** What other areas may use of searches (issue 53): the rest of the area is its own. */
export { mailImmediateMatches } from './alerts.ts';
export { claimDailyRun, lisbonDay } from './digest.ts';
export { alertSavedSearches } from './match.ts';
export type { SearchMatch } from './match.ts';
