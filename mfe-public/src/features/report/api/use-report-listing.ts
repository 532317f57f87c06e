import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@nivasa/contracts/api';
import { REPORT_API_PATHS, type ReportRequest } from '@nivasa/contracts/report-schema';
import { useApiClient } from '@nivasa/session/api-client';

/** POST /api/listing/report/{listingId}: the reporter is the session's user. */
export function useReportListing(listingId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: ReportRequest) => client.post<MessageResponse>(REPORT_API_PATHS.report(listingId), input),
  });
}
