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

/** The owner answers the take-down of their advert (decision 174). */
export function fileAppeal(saleUid: string, text: string): Promise<Schema<'AppealFiled'>> {
  return api.post(`private/my-sale/${saleUid}/appeal`, { json: { text } }).json<Schema<'AppealFiled'>>();
}

export type AppealEntry = Schema<'AppealEntry'>;

export function fetchAppeals(): Promise<AppealEntry[]> {
  return api.get('private/admin/appeal').json<AppealEntry[]>();
}

export async function decideAppeal(uid: string, input: Schema<'AppealDecisionInput'>): Promise<void> {
  await api.post(`private/admin/appeal/${uid}/decision`, { json: input });
}
