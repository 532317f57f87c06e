import { type ReactNode, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled, { css } from 'styled-components';
import type { ListingDetail } from '@nivasa/contracts/api';
import { listingPath, PATHS } from '@nivasa/contracts/paths';
import { formatSriLankanPhone } from '@nivasa/contracts/phone';
import { hasErrorCode, useApiClient } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { MESSAGES_CATALOGUE, SAFETY_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { useCurrentUser } from '@nivasa/session/session-state';
import { Link, useLocation } from '@nivasa/ui/router';
import { LoadError, LoadingState } from '@nivasa/ui/states';
import { colors, radius } from '@nivasa/ui/theme';
import { advertiserContactQuery } from '../api/advertiser-contact-query';
import { mailtoLink, offersWhatsApp, telLink, whatsAppLink } from '../lib/contact-links';
import { ChatIcon, MailIcon, PhoneIcon } from './icons';
import { CONTACT_BOX_TEXT } from '../messages';

const Box = styled.section`
  display: grid;
  gap: 10px;
  scroll-margin-top: 96px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1rem;
`;

const action = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 44px;
  padding: 10px 16px;
  border-radius: ${radius.pill};
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;
`;

const CallLink = styled.a`
  ${action}
  background: ${colors.primary};
  color: #fff;

  &:hover {
    background: ${colors.primaryHover};
    color: #fff;
  }
`;

// WhatsApp's green, darkened until white on it reads at 4.5:1 (#1f9d55 gave 3.5, which axe refuses).
const WhatsAppLink = styled.a`
  ${action}
  background: #188047;
  color: #fff;

  &:hover {
    background: #136b3b;
    color: #fff;
  }
`;

const MailLink = styled.a`
  ${action}
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.text};

  &:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
`;

const ShowNumberButton = styled.button`
  ${action}
  border: 0;
  background: ${colors.primary};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${colors.primaryHover};
  }
`;

const SignInLink = styled(Link)`
  ${action}
  background: ${colors.primary};
  color: #fff;

  &:hover {
    background: ${colors.primaryHover};
    color: #fff;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.92rem;
`;

/** The day's limit of owners is used up: words to read, not an error to retry. */
const LimitNote = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${radius.medium};
  background: ${colors.primarySoft};
  color: ${colors.text};
`;

/** The scam warning every contact box carries, with the way to the Renting safely page. */
const AdvanceWarning = styled.p`
  margin: 0;
  font-size: 0.92rem;
  color: ${colors.text};

  a {
    font-weight: 600;
  }
`;

function ContactActions({ listing }: { listing: ListingDetail }) {
  const text = useText(CONTACT_BOX_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const client = useApiClient();
  // The details come only when the user asks: that press is what the API counts and logs.
  const [asked, setAsked] = useState(false);
  const contact = useQuery({ ...advertiserContactQuery(client, listing.userRef, listing._id), enabled: asked });

  if (!asked) {
    return (
      <ShowNumberButton type="button" onClick={() => setAsked(true)}>
        <PhoneIcon /> {text.showNumber}
      </ShowNumberButton>
    );
  }
  if (contact.isPending) return <LoadingState label={text.loading} />;
  if (contact.isError) {
    if (hasErrorCode(contact.error, 'CONTACT_RATE_LIMITED')) return <LimitNote role="alert">{contact.error.message}</LimitNote>;
    return <LoadError message={contact.error.message} retryLabel={messages.tryAgain} onRetry={() => void contact.refetch()} />;
  }

  const { number, email } = contact.data;
  // The listing's own address, without whatever query or fragment the visitor arrived with (only
  // ever drawn in the browser: the details come after a press).
  const message = text.contactMessage(listing.name, `${window.location.origin}${listingPath(listing._id)}`);
  return (
    <>
      {number && (
        <>
          <CallLink href={telLink(number)}>
            <PhoneIcon /> {text.call(formatSriLankanPhone(number))}
          </CallLink>
          {offersWhatsApp(number) && (
            <WhatsAppLink href={whatsAppLink(number, message)} target="_blank" rel="noopener noreferrer">
              <ChatIcon /> {text.whatsApp}
            </WhatsAppLink>
          )}
        </>
      )}
      {email && (
        <MailLink href={mailtoLink(email, listing.name, message)}>
          <MailIcon /> {text.email}
        </MailLink>
      )}
      {!number && !email && <Note>{text.noContact}</Note>}
    </>
  );
}

/**
 * How to reach the owner: "Show phone number", then call, WhatsApp (mobiles only) or email, for
 * signed-in users; a visitor is asked to sign in first, and comes back to this listing after.
 * "Write to the owner" (the enquiry slot) comes after them. Everyone reads the warning against paying an advance.
 */
export function ContactBox({ listing, enquiry }: { listing: ListingDetail; enquiry?: ReactNode }) {
  const text = useText(CONTACT_BOX_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const user = useCurrentUser();
  const safety = useText(SAFETY_CATALOGUE);
  const location = useLocation();
  return (
    <Box id="contact" aria-labelledby="contact-title">
      <Heading id="contact-title">{text.title}</Heading>
      {user ? (
        <ContactActions listing={listing} />
      ) : (
        <>
          <Note>{messages.signInToContact}</Note>
          <SignInLink to={PATHS.signIn} state={{ from: location }}>
            {text.signIn}
          </SignInLink>
        </>
      )}
      {enquiry}
      <AdvanceWarning>
        {safety.advanceWarning} <Link to={PATHS.rentingSafely}>{safety.rentingSafely}</Link>
      </AdvanceWarning>
    </Box>
  );
}
