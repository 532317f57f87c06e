import type { OutgoingMail } from './mail.service';
import { composeMail } from './mail-layout';

/** A decision on a listing, or on the changes its owner made to it while it was live. */
export type ModerationDecision = 'approve' | 'disapprove' | 'approveChanges' | 'disapproveChanges';

/**
 * To a listing's owner, on a moderator's decision, with the moderator's reason when one was
 * given: an approved listing (or its changes) is public now; a disapproved one can be edited and
 * sent again; disapproved changes leave the listing showing as it was.
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
  if (decision === 'approve') {
    return composeMail({
      to,
      subject: `Your listing "${listingName}" is approved`,
      username,
      lead: [`Good news: a moderator approved your listing "${listingName}". It now shows on Nivasa for everyone to find.`, ...because],
      action: { label: 'See your listing', link },
      notes: ['If you edit the listing, your changes are reviewed before they show; until then it shows as approved.'],
    });
  }
  if (decision === 'approveChanges') {
    return composeMail({
      to,
      subject: `Your changes to "${listingName}" are approved`,
      username,
      lead: [`A moderator approved your changes to "${listingName}". The listing now shows them.`, ...because],
      action: { label: 'See your listing', link },
      notes: ['Your listing kept its place, its featured spot and its reviews.'],
    });
  }
  if (decision === 'disapproveChanges') {
    return composeMail({
      to,
      subject: `Your changes to "${listingName}" were not approved`,
      username,
      lead: [`A moderator did not approve your changes to "${listingName}". The listing still shows as it was before them.`, ...because],
      action: { label: 'Edit your listing', link },
      notes: ['You can change the listing again and send the changes for review. You can see their status in My listings.'],
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

/** To a listing's owner when an admin changed it: which fields, and where to see it. */
export function listingEditedByAdminMail(options: {
  to: string;
  username: string;
  listingName: string;
  fields: string[];
  link: string;
}): OutgoingMail {
  const { to, username, listingName, fields, link } = options;
  return composeMail({
    to,
    subject: `An admin edited your listing "${listingName}"`,
    username,
    lead: [`A Nivasa admin edited your listing "${listingName}". Changed: ${fields.join(', ')}.`],
    action: { label: 'See your listing', link },
    notes: ['If something is wrong, edit the listing or reply to this mail.'],
  });
}
