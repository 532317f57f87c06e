import { Link } from '@nivasa/ui/router';
import styled from 'styled-components';
import { colors, media } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { SITE_CATALOGUE } from '@nivasa/ui/site-catalogues';
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

/** Each page by its name in the site's links' catalogue. */
const QUICK_LINKS = [
  { to: PATHS.home, name: 'home' },
  { to: PATHS.about, name: 'about' },
  { to: PATHS.createListing, name: 'addYourPlace' },
  { to: PATHS.terms, name: 'terms' },
  { to: PATHS.privacy, name: 'privacy' },
  { to: PATHS.rentingSafely, name: 'rentingSafely' },
] as const;

/** Each network by its name in the footer's catalogue. */
const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/nivasa.lk', name: 'facebook' },
  { href: 'https://www.instagram.com/nivasa.lk', name: 'instagram' },
  { href: 'https://www.youtube.com/@nivasa.lk', name: 'youtube' },
  { href: 'https://www.linkedin.com/company/nivasa-lk', name: 'linkedIn' },
] as const;

export function Footer() {
  const text = useText(FOOTER_TEXT);
  const links = useText(SITE_LINKS_TEXT);
  const site = useText(SITE_CATALOGUE);
  return (
    <Bar>
      <Columns>
        <div>
          <Brand>{text.brand}</Brand>
          <Text>{text.tagline}</Text>
          <Contact>
            <span>{text.address}</span>
            <ExternalLink href={`mailto:${site.contactEmail}`}>{site.contactEmail}</ExternalLink>
            <ExternalLink href={text.phoneHref}>{text.phone}</ExternalLink>
          </Contact>
        </div>
        <nav aria-label={text.quickLinks}>
          <Heading>{text.quickLinks}</Heading>
          <List>
            {QUICK_LINKS.map(({ to, name }) => (
              <li key={to}>
                <FooterLink to={to}>{links[name]}</FooterLink>
              </li>
            ))}
          </List>
        </nav>
        <nav aria-label={text.socialLinks}>
          <Heading>{text.followUs}</Heading>
          <List>
            {SOCIAL_LINKS.map(({ href, name }) => (
              <li key={href}>
                <ExternalLink href={href} target="_blank" rel="noopener noreferrer">
                  {text[name]}
                </ExternalLink>
              </li>
            ))}
          </List>
        </nav>
      </Columns>
      <Bottom>{text.bottomLine(new Date().getFullYear())}</Bottom>
    </Bar>
  );
}
