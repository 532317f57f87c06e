import { Fragment } from 'react';
import { useText } from '@nivasa/session/language';
import { SITE_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { Article, PlaceholderNote } from '../features/content/components/article';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { usePageTexts } from '@nivasa/ui/page-texts';
import { PRIVACY_PAGE_TEXT } from '../messages';

export function PrivacyPage() {
  usePageTexts(registeredCatalogues);
  const text = useText(PRIVACY_PAGE_TEXT);
  const site = useText(SITE_CATALOGUE);
  const { choices } = text;
  return (
    <Article title={text.title} lead={text.lead}>
      <PlaceholderNote>{text.placeholderNote}</PlaceholderNote>
      {text.sections.map(({ heading, body }) => (
        <Fragment key={heading}>
          <h2>{heading}</h2>
          <p>{body}</p>
        </Fragment>
      ))}
      <h2>{choices.heading}</h2>
      <p>
        {choices.beforeEmail} <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> {choices.afterEmail}
      </p>
    </Article>
  );
}
