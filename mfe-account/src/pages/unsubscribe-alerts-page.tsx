import { useText } from '@nivasa/session/language';
import { PageContainer, PageTitle } from '@nivasa/ui/layout';
import { UnsubscribeAlerts } from '../features/saved-searches/components/unsubscribe-alerts';
import { UNSUBSCRIBE_ALERTS_PAGE_TEXT } from '../features/saved-searches/messages';

/** An alert mail's unsubscribe link lands here: open to everyone, the link's token is the proof. */
export function UnsubscribeAlertsPage() {
  const text = useText(UNSUBSCRIBE_ALERTS_PAGE_TEXT);
  return (
    <>
      <title>{text.documentTitle}</title>
      <PageContainer>
        <PageTitle>{text.title}</PageTitle>
        <UnsubscribeAlerts />
      </PageContainer>
    </>
  );
}
