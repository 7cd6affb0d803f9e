/** Reports and the moderators' queue over the API (issue 18, decision 149). */
import { api } from './client.ts';
import type { Schema } from './schemas.ts';

/** The shapes are the document's (src/lib/api/schemas.ts). */
export type ReportGroup = Schema<'ReportGroup'>;

export function fileReport(input: Schema<'ReportInput'>): Promise<Schema<'ReportFiled'>> {
  return api.post('private/report', { json: input }).json<Schema<'ReportFiled'>>();
}

export function fetchReportQueue(): Promise<ReportGroup[]> {
  return api.get('private/admin/report').json<ReportGroup[]>();
}

export function decideReports(input: Schema<'ReportDecisionInput'>): Promise<Schema<'ReportDecisionResult'>> {
  return api.post('private/admin/report/decision', { json: input }).json<Schema<'ReportDecisionResult'>>();
}
