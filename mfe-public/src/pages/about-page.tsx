import { Link } from '@nivasa/ui/router';
import { LISTING_TYPES, LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import { SITE_TEXT } from '@nivasa/contracts/messages';
import { PATHS } from '@nivasa/contracts/paths';
import { Article } from '../features/content/components/article';
import { ABOUT_PAGE_TEXT } from './messages';

export function AboutPage() {
  const { what, renters, owners, prices, checked, contact } = ABOUT_PAGE_TEXT;
  return (
    <Article title={ABOUT_PAGE_TEXT.title} lead={ABOUT_PAGE_TEXT.lead}>
      <h2>{what.heading}</h2>
      <p>{what.body}</p>
      <p>{what.kindsIntro}</p>
      <ul>
        {LISTING_TYPES.map((type) => (
          <li key={type}>{LISTING_TYPE_TEXT[type].categoryLabel}</li>
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
        {contact.beforeEmail} <a href={`mailto:${SITE_TEXT.contactEmail}`}>{SITE_TEXT.contactEmail}</a> {contact.beforePhone}{' '}
        <a href={contact.phoneLink}>{contact.phone}</a>.
      </p>
    </Article>
  );
}
