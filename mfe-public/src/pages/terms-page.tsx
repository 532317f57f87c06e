import { Fragment } from 'react';
import { Article, PlaceholderNote } from '../features/content/components/article';
import { TERMS_PAGE_TEXT } from '../messages';

export function TermsPage() {
  return (
    <Article title={TERMS_PAGE_TEXT.title} lead={TERMS_PAGE_TEXT.lead}>
      <PlaceholderNote>{TERMS_PAGE_TEXT.placeholderNote}</PlaceholderNote>
      {TERMS_PAGE_TEXT.sections.map(({ heading, body }) => (
        <Fragment key={heading}>
          <h2>{heading}</h2>
          <p>{body}</p>
        </Fragment>
      ))}
    </Article>
  );
}
