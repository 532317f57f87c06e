import { useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { PageContainer, PageTitle } from '@nivasa/ui/layout';
import { useParams } from '@nivasa/ui/router';
import { MessagesLayout } from '../features/enquiries/components/messages-layout';
import { MESSAGES_PAGE_TEXT } from '../features/enquiries/messages';

/** `/messages` and `/messages/{threadId}`: the user's enquiry threads, and the one open. */
export function MessagesPage() {
  // The shell's guard shows this page to a signed-in user only; once they sign out it shows nothing.
  const user = useCurrentUser();
  const text = useText(MESSAGES_PAGE_TEXT);
  const { threadId } = useParams();
  if (!user) return null;

  return (
    <>
      <title>{text.documentTitle}</title>
      <PageContainer>
        <PageTitle>{text.title}</PageTitle>
        <MessagesLayout threadId={threadId} />
      </PageContainer>
    </>
  );
}
