import { useState } from 'react';
import { Link } from '@nivasa/ui/router';
import styled from 'styled-components';
import { PrimaryLink } from '@nivasa/ui/buttons';
import type { PublicUser } from '@nivasa/contracts/api';
import { colors, media } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { ACCOUNT_ENTRY_TEXT } from '../messages';

const AccountLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${colors.text};
  text-decoration: none;
  font-weight: 500;
`;

const AvatarImage = styled.img`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  object-fit: cover;
  border: 2px solid ${colors.primarySoft};
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${colors.primary};
  color: #fff;
  font-weight: 600;
  text-transform: uppercase;
`;

const MobileLabel = styled.span`
  ${media.desktop} {
    display: none;
  }
`;

const SignInButton = styled(PrimaryLink)`
  padding: 8px 20px;
  white-space: nowrap;
`;

function Avatar({ user }: { user: PublicUser }) {
  const [broken, setBroken] = useState(false);
  if (!user.avatar || broken) return <Initial aria-hidden="true">{user.username.charAt(0)}</Initial>;
  return <AvatarImage src={user.avatar} alt="" onError={() => setBroken(true)} />;
}

/**
 * My account with the avatar when signed in, otherwise a Sign In button. While it is not known
 * (the frame drawn into index.html, before the page's code reads the stored session) the button's
 * place is kept empty: a signed-in visitor must not see 'Sign In' flash up.
 */
export function AccountEntry({ user, onNavigate }: { user: PublicUser | null | undefined; onNavigate: () => void }) {
  const text = useText(ACCOUNT_ENTRY_TEXT);
  if (user === undefined) {
    return (
      <SignInButton to={PATHS.signIn} aria-hidden="true" tabIndex={-1} style={{ visibility: 'hidden' }}>
        {text.signIn}
      </SignInButton>
    );
  }
  if (!user) {
    return (
      <SignInButton to={PATHS.signIn} onClick={onNavigate}>
        {text.signIn}
      </SignInButton>
    );
  }
  return (
    <AccountLink to={PATHS.myAccount} aria-label={text.myAccount} title={user.username} onClick={onNavigate}>
      <Avatar user={user} />
      <MobileLabel>{text.myAccount}</MobileLabel>
    </AccountLink>
  );
}
