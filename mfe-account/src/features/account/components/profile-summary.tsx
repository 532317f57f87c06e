import { Link } from '@nivasa/ui/router';
import { Avatar, Descriptions, Grid } from '@nivasa/ui/antd';
import styled from 'styled-components';
import type { PublicUser } from '@nivasa/contracts/api';
import { formatSriLankanPhone } from '@nivasa/contracts/phone';
import { Panel } from '@nivasa/ui/layout';
import { colors, media, radius } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';

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
  return (
    <Panel aria-labelledby="profile-name">
      <Top>
        <Avatar
          size={96}
          src={user.avatar || undefined}
          alt={`${user.username}'s avatar`}
          style={{ background: colors.primary, fontSize: 36 }}
        >
          {user.username.charAt(0).toUpperCase()}
        </Avatar>
        <div>
          <Name id="profile-name">{user.username}</Name>
          <Muted>{user.isAdmin ? 'Administrator' : 'Member'}</Muted>
        </div>
      </Top>
      <Descriptions
        bordered
        column={1}
        layout={md === false ? 'vertical' : 'horizontal'}
        items={[
          { key: 'username', label: 'Username', children: user.username },
          { key: 'email', label: 'Email', children: user.email },
          {
            key: 'number',
            label: 'Phone Number',
            children: user.number ? formatSriLankanPhone(user.number) : 'Not added yet',
          },
        ]}
      />
      <EditLink to={PATHS.editDetails}>Edit Details</EditLink>
    </Panel>
  );
}
