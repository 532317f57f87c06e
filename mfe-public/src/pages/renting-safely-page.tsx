import { Fragment } from 'react';
import { useText } from '@nivasa/session/language';
import { SITE_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { Article } from '../features/content/components/article';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { usePageTexts } from '@nivasa/ui/page-texts';
import { RENTING_SAFELY_PAGE_TEXT } from './messages';

/** How not to lose an advance to a fake listing: the Sri Lanka Police's advice, linked from every contact box. */
export function RentingSafelyPage() {
  usePageTexts(registeredCatalogues);
  const text = useText(RENTING_SAFELY_PAGE_TEXT);
  const site = useText(SITE_CATALOGUE);
  const { report } = text;
  return (
    <Article title={text.title} lead={text.lead}>
      {text.sections.map(({ heading, body }) => (
        <Fragment key={heading}>
          <h2>{heading}</h2>
          <p>{body}</p>
        </Fragment>
      ))}
      <h2>{report.heading}</h2>
      <p>{report.body}</p>
      <p>
        {report.beforeEmail} <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> {report.afterEmail}
      </p>
      <p>{report.police}</p>
    </Article>
  );
}
