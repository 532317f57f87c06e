import { Fragment } from 'react';
import { Article, PlaceholderNote } from '../features/content/components/article';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { usePageTexts } from '@nivasa/ui/page-texts';
import { useText } from '@nivasa/session/language';
import { TERMS_PAGE_TEXT } from '../messages';

export function TermsPage() {
  usePageTexts(registeredCatalogues);
  const text = useText(TERMS_PAGE_TEXT);
  return (
    <Article title={text.title} lead={text.lead}>
      <PlaceholderNote>{text.placeholderNote}</PlaceholderNote>
      {text.sections.map(({ heading, body }) => (
        <Fragment key={heading}>
          <h2>{heading}</h2>
          <p>{body}</p>
        </Fragment>
      ))}
    </Article>
  );
}
