import { Link } from '@nivasa/ui/router';
import styled from 'styled-components';
import { colors, media } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { SITE_TEXT } from '@nivasa/contracts/messages';
import { FOOTER_TEXT, SITE_LINKS_TEXT } from '../../../messages';

const Bar = styled.footer`
  background: ${colors.footer};
  color: ${colors.footerText};
  margin-top: auto;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1.4fr 1fr 1fr;
  gap: 32px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 48px 24px 32px;

  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 28px;
    padding: 36px 16px 24px;
  }
`;

const Heading = styled.h2`
  margin: 0 0 14px;
  color: #fff;
  font-size: 1rem;
  letter-spacing: 0.02em;
`;

const Brand = styled.p`
  margin: 0 0 8px;
  color: #fff;
  font-size: 1.4rem;
  font-weight: 750;
`;

const Text = styled.p`
  margin: 0 0 14px;
  max-width: 34ch;
`;

const Contact = styled.address`
  font-style: normal;
  display: grid;
  gap: 6px;
`;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(Link)`
  color: ${colors.footerText};
  text-decoration: none;

  &:hover {
    color: #fff;
    text-decoration: underline;
  }
`;

const ExternalLink = styled.a`
  color: ${colors.footerText};
  text-decoration: none;

  &:hover {
    color: #fff;
    text-decoration: underline;
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  padding: 16px 24px;
  text-align: center;
  font-size: 0.875rem;
`;

const QUICK_LINKS = [
  { to: PATHS.home, label: SITE_LINKS_TEXT.home },
  { to: PATHS.about, label: SITE_LINKS_TEXT.about },
  { to: PATHS.createListing, label: SITE_LINKS_TEXT.addYourPlace },
  { to: PATHS.terms, label: SITE_LINKS_TEXT.terms },
  { to: PATHS.privacy, label: SITE_LINKS_TEXT.privacy },
];

const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/nivasa.lk', label: FOOTER_TEXT.facebook },
  { href: 'https://www.instagram.com/nivasa.lk', label: FOOTER_TEXT.instagram },
  { href: 'https://www.youtube.com/@nivasa.lk', label: FOOTER_TEXT.youtube },
  { href: 'https://www.linkedin.com/company/nivasa-lk', label: FOOTER_TEXT.linkedIn },
];

export function Footer() {
  return (
    <Bar>
      <Columns>
        <div>
          <Brand>{FOOTER_TEXT.brand}</Brand>
          <Text>{FOOTER_TEXT.tagline}</Text>
          <Contact>
            <span>{FOOTER_TEXT.address}</span>
            <ExternalLink href={`mailto:${SITE_TEXT.contactEmail}`}>{SITE_TEXT.contactEmail}</ExternalLink>
            <ExternalLink href={FOOTER_TEXT.phoneHref}>{FOOTER_TEXT.phone}</ExternalLink>
          </Contact>
        </div>
        <nav aria-label={FOOTER_TEXT.quickLinks}>
          <Heading>{FOOTER_TEXT.quickLinks}</Heading>
          <List>
            {QUICK_LINKS.map(({ to, label }) => (
              <li key={to}>
                <FooterLink to={to}>{label}</FooterLink>
              </li>
            ))}
          </List>
        </nav>
        <nav aria-label={FOOTER_TEXT.socialLinks}>
          <Heading>{FOOTER_TEXT.followUs}</Heading>
          <List>
            {SOCIAL_LINKS.map(({ href, label }) => (
              <li key={href}>
                <ExternalLink href={href} target="_blank" rel="noopener noreferrer">
                  {label}
                </ExternalLink>
              </li>
            ))}
          </List>
        </nav>
      </Columns>
      <Bottom>{FOOTER_TEXT.bottomLine(new Date().getFullYear())}</Bottom>
    </Bar>
  );
}
