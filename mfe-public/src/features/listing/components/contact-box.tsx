import { useQuery } from '@tanstack/react-query';
import styled, { css } from 'styled-components';
import type { ListingDetail } from '@nivasa/contracts/api';
import { PATHS } from '@nivasa/contracts/paths';
import { formatSriLankanPhone } from '@nivasa/contracts/phone';
import { useApiClient } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { useCurrentUser } from '@nivasa/session/session-state';
import { Link, useLocation } from '@nivasa/ui/router';
import { LoadError, LoadingState } from '@nivasa/ui/states';
import { colors, radius } from '@nivasa/ui/theme';
import { advertiserContactQuery } from '../api/advertiser-contact-query';
import { mailtoLink, telLink, whatsAppLink } from '../lib/contact-links';
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

function ContactActions({ listing, pageUrl }: { listing: ListingDetail; pageUrl: string }) {
  const text = useText(CONTACT_BOX_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const client = useApiClient();
  const contact = useQuery(advertiserContactQuery(client, listing.userRef));

  if (contact.isPending) return <LoadingState label={text.loading} />;
  if (contact.isError) {
    return <LoadError message={contact.error.message} retryLabel={messages.tryAgain} onRetry={() => void contact.refetch()} />;
  }

  const { number, email } = contact.data;
  const message = text.contactMessage(listing.name, pageUrl);
  return (
    <>
      {number && (
        <>
          <CallLink href={telLink(number)}>
            <PhoneIcon /> {text.call(formatSriLankanPhone(number))}
          </CallLink>
          <WhatsAppLink href={whatsAppLink(number, message)} target="_blank" rel="noopener noreferrer">
            <ChatIcon /> {text.whatsApp}
          </WhatsAppLink>
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
 * How to reach the owner: call, WhatsApp or email for signed-in users; a visitor is asked to sign
 * in first, and comes back to this listing after.
 */
export function ContactBox({ listing, pageUrl }: { listing: ListingDetail; pageUrl: string }) {
  const text = useText(CONTACT_BOX_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  const user = useCurrentUser();
  const location = useLocation();
  return (
    <Box id="contact" aria-labelledby="contact-title">
      <Heading id="contact-title">{text.title}</Heading>
      {user ? (
        <ContactActions listing={listing} pageUrl={pageUrl} />
      ) : (
        <>
          <Note>{messages.signInToContact}</Note>
          <SignInLink to={PATHS.signIn} state={{ from: location }}>
            {text.signIn}
          </SignInLink>
        </>
      )}
    </Box>
  );
}
