import { useText } from '@nivasa/session/language';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { DashboardSection } from '../features/dashboard/components/dashboard-section';
import { DASHBOARD_SECTIONS_TEXT } from '../features/dashboard/messages';
import { PendingQueue } from '../features/pending/components/pending-queue';
import { DASHBOARD_APPROVE_PAGE_TEXT } from '../messages';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { usePageTexts } from '@nivasa/ui/page-texts';

export function DashboardApprovePage() {
  usePageTexts(registeredCatalogues);
  const sections = useText(DASHBOARD_SECTIONS_TEXT);
  const text = useText(DASHBOARD_APPROVE_PAGE_TEXT);
  return (
    <DashboardLayout>
      <DashboardSection title={sections.approve.label} intro={text.intro}>
        <PendingQueue />
      </DashboardSection>
    </DashboardLayout>
  );
}
