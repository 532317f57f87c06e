import { Link } from '@nivasa/ui/router';
import { LISTING_TYPES } from '@nivasa/contracts/listing-types';
import { useText } from '@nivasa/session/language';
import { LISTING_TYPE_CATALOGUE } from '@nivasa/ui/listing-word-catalogues';
import { SITE_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { PATHS } from '@nivasa/contracts/paths';
import { Article } from '../features/content/components/article';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { usePageTexts } from '@nivasa/ui/page-texts';
import { ABOUT_PAGE_TEXT } from './messages';

export function AboutPage() {
  usePageTexts(registeredCatalogues);
  const text = useText(ABOUT_PAGE_TEXT);
  const typeText = useText(LISTING_TYPE_CATALOGUE);
  const site = useText(SITE_CATALOGUE);
  const { what, renters, owners, prices, checked, contact } = text;
  return (
    <Article title={text.title} lead={text.lead}>
      <h2>{what.heading}</h2>
      <p>{what.body}</p>
      <p>{what.kindsIntro}</p>
      <ul>
        {LISTING_TYPES.map((type) => (
          <li key={type}>{typeText[type].categoryLabel}</li>
        ))}
      </ul>

      <h2>{renters.heading}</h2>
      <p>{renters.body}</p>

      <h2>{owners.heading}</h2>
      <p>
        {owners.beforeLink} <Link to={PATHS.createListing}>{owners.link}</Link>
        {owners.afterLink}
      </p>

      <h2>{prices.heading}</h2>
      <p>{prices.body}</p>

      <h2>{checked.heading}</h2>
      <p>{checked.body}</p>

      <h2>{contact.heading}</h2>
      <p>
        {contact.beforeEmail} <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> {contact.beforePhone}{' '}
        <a href={contact.phoneLink}>{contact.phone}</a>.
      </p>
    </Article>
  );
}
