import type { MouseEvent } from 'react';
import { useSetAtom, useStore } from 'jotai';
import styled from 'styled-components';
import { useLocation } from '@nivasa/ui/router';
import { colors, radius } from '@nivasa/ui/theme';
import { useApiClient } from '@nivasa/session/api-client';
import { switchPageLanguage, useLanguage, useText } from '@nivasa/session/language';
import { sessionApi } from '@nivasa/session/session-api';
import { currentUserAtom, useCurrentUser } from '@nivasa/session/session-state';
import { localisedPath } from '@nivasa/contracts/language-paths';
import { LANGUAGES, type Language } from '@nivasa/contracts/languages';
import { LANGUAGE_NAMES, LANGUAGE_SWITCHER_TEXT } from '../messages';

const List = styled.ul`
  display: flex;
  gap: 2px;
  margin: 0;
  padding: 2px;
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
`;

const Choice = styled.a`
  display: inline-block;
  min-width: 44px;
  padding: 6px 10px;
  border-radius: ${radius.pill};
  color: ${colors.text};
  font-size: 0.85rem;
  text-align: center;
  text-decoration: none;

  &[aria-current='true'] {
    background: ${colors.primary};
    color: ${colors.surface};
  }
`;

/**
 * English, සිංහල, தமிழ்: the same page in another language. Each is a real link (it works before
 * the page's code runs); with the code, the page changes language in place, keeping what is on it
 * until the new texts are here, and a signed-in user's account remembers the choice.
 */
export function LanguageSwitcher() {
  const text = useText(LANGUAGE_SWITCHER_TEXT);
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const user = useCurrentUser();
  const client = useApiClient();
  const setCurrentUser = useSetAtom(currentUserAtom);
  const store = useStore();

  const choose = (language: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    switchPageLanguage(language, store);
    // Remembered for the user's mail and other devices; if that fails, this page has switched all the same.
    if (user && user.language !== language) {
      sessionApi.updateUser(client, user._id, { language }).then(
        ({ user: updated }) => setCurrentUser(updated),
        () => undefined,
      );
    }
  };

  return (
    <nav aria-label={text.label}>
      <List>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Choice
              href={localisedPath(`${pathname}${search}${hash}`, language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current}
              onClick={choose(language)}
            >
              {LANGUAGE_NAMES[language]}
            </Choice>
          </li>
        ))}
      </List>
    </nav>
  );
}
