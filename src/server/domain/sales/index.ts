/** What other areas may use of sales (issue 53): the rest of the area is its own. */
export { setAvailability } from './availability.ts';
export { HAVERSINE_SQL, placeErrors } from './distance.ts';
export { filterLabels } from './filter-labels.ts';
export { filterConditions, filtersKey } from './filters.ts';
export { chipsElsewhere } from './litter-rows.ts';
export { healthDocumentKeys, healthSheetsOfOwner } from './health-reads.ts';
export { cardsByIds, getSale } from './queries.ts';
export { applyRevision, dropRevision, removedAnimals, revisionChanges, withRevision } from './revisions.ts';
export { tsQuery } from './text-search.ts';
export type { ModerationPage, QueueItem, SaleAvailability, SaleStatus } from './types.ts';
export { BREEDER_TYPE, removeFiles } from './write.ts';
export type { SalesContext } from './write.ts';
