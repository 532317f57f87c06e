import { useCurrentUser } from '@nivasa/session/session-state';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { WelcomePanel } from '../features/dashboard/components/welcome-panel';

export function DashboardHomePage() {
  const user = useCurrentUser();
  return (
    <DashboardLayout>
      <WelcomePanel username={user?.username ?? 'admin'} />
    </DashboardLayout>
  );
}
