/** Reports and the moderators' queue over the API (issue 18, decision 149). */
import { api } from './client.ts';
import type { ReportDecision, ReportGroup, ReportReason, ReportTarget } from '../moderation/types.ts';

export type { ReportGroup } from '../moderation/types.ts';

export function fileReport(input: {
  targetType: ReportTarget;
  targetUid: string;
  reason: ReportReason;
  text?: string;
}): Promise<{ uid: string; held: boolean }> {
  return api.post('private/report', { json: input }).json<{ uid: string; held: boolean }>();
}

export function fetchReportQueue(): Promise<ReportGroup[]> {
  return api.get('private/admin/report').json<ReportGroup[]>();
}

export function decideReports(input: {
  targetType: ReportTarget;
  targetUid: string;
  decision: ReportDecision;
  reason: string;
}): Promise<{ closed: number }> {
  return api.post('private/admin/report/decision', { json: input }).json<{ closed: number }>();
}
