import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@nivasa/contracts/api';
import { REPORT_API_PATHS, type ReportDecision } from '@nivasa/contracts/report-schema';
import { useApiClient } from '@nivasa/session/api-client';
import { adminKeys, COUNT_KEYS } from '../../../shared/admin-query-keys';

/** PATCH /api/admin/reports/{listingId}: dismiss, take down or block the owner; the queue, the counts and the log change. */
export function useDecideReports() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, ...decision }: ReportDecision & { listingId: string }) =>
      client.patch<MessageResponse>(REPORT_API_PATHS.decide(listingId), decision),
    onSuccess: () => Promise.all([adminKeys.reports, ...COUNT_KEYS].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
