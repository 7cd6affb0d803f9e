/** What other areas may use of moderation (issue 53): the rest of the area is its own. */
export { logDecision } from './log.ts';
export { ownAdvert, ownApplication, ownReportGroup, refuseOwnCase } from './own-case.ts';
export { heldWhileSuspended } from './sale-decisions.ts';
