import { Link } from '@nivasa/ui/router';
import { Avatar, Descriptions, Grid } from '@nivasa/ui/antd';
import styled from 'styled-components';
import type { PublicUser } from '@nivasa/contracts/api';
import { formatSriLankanPhone } from '@nivasa/contracts/phone';
import { Panel } from '@nivasa/ui/layout';
import { colors, media, radius } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { AVATAR_TEXT } from '../../../messages';
import { PROFILE_SUMMARY_TEXT } from '../messages';

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 20px;
  margin-bottom: 24px;

  ${media.mobile} {
    flex-direction: column;
    text-align: center;
  }
`;

const Name = styled.h2`
  margin: 0 0 4px;
  font-size: 1.4rem;
`;

const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

const EditLink = styled(Link)`
  display: inline-block;
  margin-top: 24px;
  padding: 9px 22px;
  border: 1px solid ${colors.primary};
  border-radius: ${radius.pill};
  color: ${colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${colors.primarySoft};
  }
`;

/** Avatar, Username, Email and Phone Number, with the way to change them. */
export function ProfileSummary({ user }: { user: PublicUser }) {
  // Labels above values on phones, where two columns leave the email no room.
  const { md } = Grid.useBreakpoint();
  const text = useText(PROFILE_SUMMARY_TEXT);
  const avatarText = useText(AVATAR_TEXT);
  return (
    <Panel aria-labelledby="profile-name">
      <Top>
        <Avatar
          size={96}
          src={user.avatar || undefined}
          alt={avatarText.alt(user.username)}
          style={{ background: colors.primary, fontSize: 36 }}
        >
          {user.username.charAt(0).toUpperCase()}
        </Avatar>
        <div>
          <Name id="profile-name">{user.username}</Name>
          <Muted>{user.isAdmin ? text.administrator : text.member}</Muted>
        </div>
      </Top>
      <Descriptions
        bordered
        column={1}
        layout={md === false ? 'vertical' : 'horizontal'}
        items={[
          { key: 'username', label: text.username, children: user.username },
          { key: 'email', label: text.email, children: user.email },
          {
            key: 'number',
            label: text.phoneNumber,
            children: user.number ? formatSriLankanPhone(user.number) : text.noPhoneNumber,
          },
        ]}
      />
      <EditLink to={PATHS.editDetails}>{text.editDetails}</EditLink>
    </Panel>
  );
}
