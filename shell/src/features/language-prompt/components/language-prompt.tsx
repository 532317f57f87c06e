import { lazy, Suspense } from 'react';
import { useLocation } from '@nivasa/ui/router';
import { useLanguage } from '@nivasa/session/language';
import { PATHS } from '@nivasa/contracts/paths';
import { useLanguagePrompt } from '../hooks/use-language-prompt';

const LanguageOffer = lazy(() => import('./language-offer').then(({ LanguageOffer }) => ({ default: LanguageOffer })));

/**
 * On the English home page, a visitor whose browser prefers Sinhala or Tamil is offered the page
 * in it, once: never redirected, and never asked again after answering.
 */
export function LanguagePrompt() {
  const language = useLanguage();
  const { pathname } = useLocation();
  const { offered, dismiss } = useLanguagePrompt();
  if (!offered || language !== 'en' || pathname !== PATHS.home) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer language={offered} onAnswer={dismiss} />
    </Suspense>
  );
}
