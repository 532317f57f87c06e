import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { type EnquiryMessage, type EnquiryThread } from '@nivasa/contracts/api';
import { ENQUIRY_API_PATHS } from '@nivasa/contracts/enquiry-api-paths';
import { useApiClient } from '@nivasa/session/api-client';

/**
 * GET /api/enquiries/{threadId}?before={messageId}: the messages older than those shown, a page at
 * a time, asked for by the reader. They are kept beside the polled newest page, which they precede.
 */
export function useOlderMessages(threadId: string) {
  const client = useApiClient();
  const [older, setOlder] = useState<EnquiryMessage[]>([]);
  const [hasMore, setHasMore] = useState<boolean | null>(null);
  const load = useMutation({
    mutationFn: (firstShownId: string) => client.get<EnquiryThread>(ENQUIRY_API_PATHS.olderMessages(threadId, firstShownId)),
    onSuccess: (page) => {
      setOlder((shown) => [...page.messages, ...shown]);
      setHasMore(page.hasOlder);
    },
  });
  return { older, hasMore, load };
}
