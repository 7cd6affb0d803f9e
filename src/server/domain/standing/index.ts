/** What other areas may use of standing (issue 53): the rest of the area is its own. */
export { linked, reportSettings, standingOf, standingSql, weightOf } from './standing.ts';
export type { ReportSettings } from './standing.ts';
