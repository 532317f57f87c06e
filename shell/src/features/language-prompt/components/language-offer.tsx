/** The prompt itself, loaded only for a browser it speaks to: an English page's code carries none of it. */
import { type MouseEvent, use } from 'react';
import { useStore } from 'jotai';
import styled from 'styled-components';
import { colors, media, radius, shadow } from '@nivasa/ui/theme';
import { switchPageLanguage } from '@nivasa/session/language';
import { localisedPath } from '@nivasa/contracts/language-paths';
import type { Language } from '@nivasa/contracts/languages';
import { PATHS } from '@nivasa/contracts/paths';
import { LANGUAGE_PROMPT_TEXT } from '../messages';

/** Over the page below the header, so it moves nothing, and clear of the cookie banner at the bottom. */
const Prompt = styled.section`
  position: fixed;
  z-index: 20;
  top: 78px;
  right: 16px;
  width: min(380px, calc(100% - 32px));
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 10px 14px;
  padding: 14px 18px;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.large};
  box-shadow: ${shadow.raised};

  ${media.mobile} {
    top: 68px;
  }
`;

const Offer = styled.a`
  flex: 1;
  font-weight: 600;
`;

const Dismiss = styled.button`
  padding: 6px 14px;
  border-radius: ${radius.pill};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.text};
  cursor: pointer;
`;

export function LanguageOffer({ language, onAnswer }: { language: Language; onAnswer: () => void }) {
  // In the offered language, not the page's: it speaks to the reader the browser says this is.
  const text = LANGUAGE_PROMPT_TEXT.loaded(language) ?? use(LANGUAGE_PROMPT_TEXT.load(language));
  const store = useStore();

  const accept = (event: MouseEvent<HTMLAnchorElement>) => {
    onAnswer();
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    switchPageLanguage(language, store);
  };

  return (
    <Prompt aria-label={text.label} lang={language}>
      <Offer href={localisedPath(PATHS.home, language)} hrefLang={language} onClick={accept}>
        {text.offer}
      </Offer>
      <Dismiss type="button" onClick={onAnswer}>
        {text.dismiss}
      </Dismiss>
    </Prompt>
  );
}
