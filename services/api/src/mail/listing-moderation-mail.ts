import type { OutgoingMail } from './mail.service';
import { composeMail } from './mail-layout';

export type ModerationDecision = 'approved' | 'disapproved';

/**
 * To a listing's owner, on a moderator's decision, with the moderator's reason when one was
 * given: an approved listing is public now; a disapproved one can be edited and sent again.
 * `link` leads to the listing's page (approved) or its update form (disapproved).
 */
export function listingModerationMail(options: {
  to: string;
  username: string;
  listingName: string;
  decision: ModerationDecision;
  reason?: string;
  link: string;
}): OutgoingMail {
  const { to, username, listingName, decision, reason, link } = options;
  const because = reason ? [`The moderator's note: ${reason}`] : [];
  if (decision === 'approved') {
    return composeMail({
      to,
      subject: `Your listing "${listingName}" is approved`,
      username,
      lead: [`Good news: a moderator approved your listing "${listingName}". It now shows on Nivasa for everyone to find.`, ...because],
      action: { label: 'See your listing', link },
      notes: ['If you edit the listing, it goes back to review before it shows publicly again.'],
    });
  }
  return composeMail({
    to,
    subject: `Your listing "${listingName}" was not approved`,
    username,
    lead: [`A moderator did not approve your listing "${listingName}", so it does not show publicly.`, ...because],
    action: { label: 'Edit your listing', link },
    notes: ['Once you have changed it, the listing goes back to review. You can see its status in My listings.'],
  });
}
