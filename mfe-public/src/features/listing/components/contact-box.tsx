import { useQuery } from '@tanstack/react-query';
import styled, { css } from 'styled-components';
import type { ListingDetail } from '@nivasa/contracts/api';
import { MESSAGES } from '@nivasa/contracts/messages';
import { PATHS } from '@nivasa/contracts/paths';
import { formatSriLankanPhone } from '@nivasa/contracts/phone';
import { useApiClient } from '@nivasa/session/api-client';
import { useCurrentUser } from '@nivasa/session/session-state';
import { Link, useLocation } from '@nivasa/ui/router';
import { LoadError, LoadingState } from '@nivasa/ui/states';
import { colors, radius } from '@nivasa/ui/theme';
import { advertiserContactQuery } from '../api/advertiser-contact-query';
import { contactMessage, mailtoLink, telLink, whatsAppLink } from '../lib/contact-links';
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

const WhatsAppLink = styled.a`
  ${action}
  background: #1f9d55;
  color: #fff;

  &:hover {
    background: #188047;
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
  const client = useApiClient();
  const contact = useQuery(advertiserContactQuery(client, listing.userRef));

  if (contact.isPending) return <LoadingState label={CONTACT_BOX_TEXT.loading} />;
  if (contact.isError) {
    return <LoadError message={contact.error.message} retryLabel={MESSAGES.tryAgain} onRetry={() => void contact.refetch()} />;
  }

  const { number, email } = contact.data;
  return (
    <>
      {number && (
        <>
          <CallLink href={telLink(number)}>
            <PhoneIcon /> {CONTACT_BOX_TEXT.call(formatSriLankanPhone(number))}
          </CallLink>
          <WhatsAppLink href={whatsAppLink(number, contactMessage(listing.name, pageUrl))} target="_blank" rel="noopener noreferrer">
            <ChatIcon /> {CONTACT_BOX_TEXT.whatsApp}
          </WhatsAppLink>
        </>
      )}
      {email && (
        <MailLink href={mailtoLink(email, listing.name, pageUrl)}>
          <MailIcon /> {CONTACT_BOX_TEXT.email}
        </MailLink>
      )}
      {!number && !email && <Note>{CONTACT_BOX_TEXT.noContact}</Note>}
    </>
  );
}

/**
 * How to reach the owner: call, WhatsApp or email for signed-in users; a visitor is asked to sign
 * in first, and comes back to this listing after.
 */
export function ContactBox({ listing, pageUrl }: { listing: ListingDetail; pageUrl: string }) {
  const user = useCurrentUser();
  const location = useLocation();
  return (
    <Box id="contact" aria-labelledby="contact-title">
      <Heading id="contact-title">{CONTACT_BOX_TEXT.title}</Heading>
      {user ? (
        <ContactActions listing={listing} pageUrl={pageUrl} />
      ) : (
        <>
          <Note>{MESSAGES.signInToContact}</Note>
          <SignInLink to={PATHS.signIn} state={{ from: location }}>
            {CONTACT_BOX_TEXT.signIn}
          </SignInLink>
        </>
      )}
    </Box>
  );
}
