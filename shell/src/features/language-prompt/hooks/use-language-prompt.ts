import { useCallback, useState } from 'react';
import { PREFERRED_LANGUAGE_META } from '@nivasa/contracts/language-prompt';
import { isLanguage, type Language } from '@nivasa/contracts/languages';

/** Remembers that the visitor answered the prompt, so it never shows again in this browser. */
const DISMISSED_KEY = 'nivasa.languagePromptDismissed';

/** The language the browser prefers, as the shell's server read it from Accept-Language into the page. */
function preferredLanguage(): Language | undefined {
  const content = document.querySelector(`meta[name="${PREFERRED_LANGUAGE_META}"]`)?.getAttribute('content');
  return isLanguage(content) && content !== 'en' ? content : undefined;
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** The language to offer (none once the visitor answered), and how to answer. */
export function useLanguagePrompt() {
  const [offered, setOffered] = useState(() => (wasDismissed() ? undefined : preferredLanguage()));

  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Storage blocked: the prompt stays away for this visit only.
    }
    setOffered(undefined);
  }, []);

  return { offered, dismiss };
}
