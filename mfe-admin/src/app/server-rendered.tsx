/**
 * The pages this remote's own server renders per request, with their data (the repository's
 * server-render.ts runs this module; README "First screens from the server"). The moderators'
 * queue is drawn for the moderator's own session, which the shell's server passes on: its first
 * rows arrive with the HTML instead of after the shell's start-up code, the guard's session check
 * and the queue's list call. The page's own components and query options draw it, so the browser's
 * first render is the same markup, from the same data under the same keys.
 */
import { PATHS } from '@nivasa/contracts/paths';
import { ServerRenderContext, type ServerRenderedRoute } from '@nivasa/ui/server-render';
import { pendingListingsQuery } from '../features/pending/api/pending-listings';
import { DashboardApprovePage } from '../pages/dashboard-approve-page';

export const serverRendered: ServerRenderedRoute[] = [
  {
    path: PATHS.dashboardApprove,
    // A session that is no moderator's is refused by the API: the page is then the browser's to draw.
    load: ({ queryClient, client }) => queryClient.fetchQuery(pendingListingsQuery(client, 0)),
    page: (
      <ServerRenderContext value>
        <DashboardApprovePage />
      </ServerRenderContext>
    ),
  },
];
