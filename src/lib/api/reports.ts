/** Reports and the moderators' queue over the API (issue 18, decision 149). */
import type {
  AppealDecisionInput,
  AppealEntry,
  AppealFiled,
  AppealInput,
  ReportDecisionInput,
  ReportDecisionResult,
  ReportFiled,
  ReportGroup,
  ReportInput,
} from '../moderation/shapes.ts';
import { api } from './client.ts';

export type { AppealEntry, ReportGroup } from '../moderation/shapes.ts';

export function fileReport(input: ReportInput): Promise<ReportFiled> {
  return api.post('private/report', { json: input }).json<ReportFiled>();
}

export function fetchReportQueue(): Promise<ReportGroup[]> {
  return api.get('private/admin/report').json<ReportGroup[]>();
}

export function decideReports(input: ReportDecisionInput): Promise<ReportDecisionResult> {
  return api.post('private/admin/report/decision', { json: input }).json<ReportDecisionResult>();
}

/** The owner answers the take-down of their advert (decision 174). */
export function fileAppeal(saleUid: string, text: string): Promise<AppealFiled> {
  return api.post(`private/my-sale/${saleUid}/appeal`, { json: { text } satisfies AppealInput }).json<AppealFiled>();
}

export function fetchAppeals(): Promise<AppealEntry[]> {
  return api.get('private/admin/appeal').json<AppealEntry[]>();
}

export async function decideAppeal(uid: string, input: AppealDecisionInput): Promise<void> {
  await api.post(`private/admin/appeal/${uid}/decision`, { json: input });
}
