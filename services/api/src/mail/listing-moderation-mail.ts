import type { Language } from '@nivasa/contracts/languages';
import type { ListingInputField } from '@nivasa/contracts/listing-schema';
import type { OutgoingMail } from './mail.service';
import { composeMail } from './mail-layout';
import {
  LISTING_EDITED_MAIL_TEXTS,
  LISTING_EXPIRING_MAIL_TEXTS,
  LISTING_FIELD_LABELS_BY_LANGUAGE,
  LISTING_MODERATION_MAIL_TEXTS,
} from './mail-texts';

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
  language: Language;
}): OutgoingMail {
  const { to, username, listingName, decision, reason, link, language } = options;
  const texts = LISTING_MODERATION_MAIL_TEXTS[language];
  const text = texts[decision];
  return composeMail({
    to,
    subject: text.subject(listingName),
    username,
    lead: [text.lead(listingName), ...(reason ? [texts.reason(reason)] : [])],
    action: { label: text.action, link },
    notes: [text.note],
    language,
  });
}

/** To a listing's owner, in their language, when an admin changed it: which fields (by the form's labels), and where to see it. */
export function listingEditedByAdminMail(options: {
  to: string;
  username: string;
  listingName: string;
  fields: readonly ListingInputField[];
  link: string;
  language: Language;
}): OutgoingMail {
  const { to, username, listingName, fields, link, language } = options;
  const text = LISTING_EDITED_MAIL_TEXTS[language];
  const labels = LISTING_FIELD_LABELS_BY_LANGUAGE[language];
  return composeMail({
    to,
    subject: text.subject(listingName),
    username,
    lead: [text.lead(listingName, fields.map((field) => labels[field]).join(', '))],
    action: { label: text.action, link },
    notes: [text.note],
    language,
  });
}

/** To a listing's owner, in their language, a week before the listing expires: when, and where to renew it (My listings). */
export function listingExpiringMail(options: {
  to: string;
  username: string;
  listingName: string;
  /** The expiry's day, as the language writes it. */
  expiresOn: string;
  link: string;
  language: Language;
}): OutgoingMail {
  const { to, username, listingName, expiresOn, link, language } = options;
  const text = LISTING_EXPIRING_MAIL_TEXTS[language];
  return composeMail({
    to,
    subject: text.subject(listingName),
    username,
    lead: [text.lead(listingName, expiresOn)],
    action: { label: text.action, link },
    notes: [text.note],
    language,
  });
}
