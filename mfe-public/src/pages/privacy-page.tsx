import { Fragment } from 'react';
import { SITE_TEXT } from '@nivasa/contracts/messages';
import { Article, PlaceholderNote } from '../features/content/components/article';
import { PRIVACY_PAGE_TEXT } from '../messages';

export function PrivacyPage() {
  const { choices } = PRIVACY_PAGE_TEXT;
  return (
    <Article title={PRIVACY_PAGE_TEXT.title} lead={PRIVACY_PAGE_TEXT.lead}>
      <PlaceholderNote>{PRIVACY_PAGE_TEXT.placeholderNote}</PlaceholderNote>
      {PRIVACY_PAGE_TEXT.sections.map(({ heading, body }) => (
        <Fragment key={heading}>
          <h2>{heading}</h2>
          <p>{body}</p>
        </Fragment>
      ))}
      <h2>{choices.heading}</h2>
      <p>
        {choices.beforeEmail} <a href={`mailto:${SITE_TEXT.contactEmail}`}>{SITE_TEXT.contactEmail}</a> {choices.afterEmail}
      </p>
    </Article>
  );
}
