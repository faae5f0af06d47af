import type { DeliveryResult, ReportSubmission, ScoutingKit } from '@team7790/shared/scouting/match-scouting';
import { apiRequest } from '../../../lib/api-client.ts';

/** One delivery of the outbox's saves (at most REPORTS_PER_DELIVERY): each save's own result, or an ApiError. */
export async function postReports(reports: ReportSubmission[], timeoutMs: number): Promise<DeliveryResult[]> {
  const answer = await apiRequest<{ results: DeliveryResult[] }>('/scouting/reports', {
    method: 'POST',
    body: { reports },
    signal: AbortSignal.timeout(timeoutMs),
  });
  return Array.isArray(answer?.results) ? answer.results : [];
}

/** The scout's kit of an event: schedule, form, assignments and what the server holds (kept offline by kit-store). */
export function fetchKit(eventKey: string, signal?: AbortSignal): Promise<ScoutingKit> {
  return apiRequest<ScoutingKit>(`/scouting/events/${encodeURIComponent(eventKey)}/kit`, { signal });
}
