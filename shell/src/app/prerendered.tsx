/**
 * The frame drawn into index.html at build time: it paints before any JavaScript arrives, and
 * the server puts a remote's prerendered first screen in its empty spot. The cookie banner too, as
 * a first visit sees it: the server takes it out for a visitor who has chosen.
 */
import { GlobalStyle } from '@nivasa/ui/global-style';
import { PRERENDERED_PAGE_ID } from '@nivasa/contracts/federation';
import { PATHS } from '@nivasa/contracts/paths';
import { CookieBanner } from '../features/cookie-consent/components/cookie-banner';
import { PageFrame } from './app-layout';

export const prerendered = {
  [PATHS.home]: (
    <>
      <GlobalStyle />
      <PageFrame prerendered>
        <div id={PRERENDERED_PAGE_ID} />
      </PageFrame>
      <CookieBanner painted />
    </>
  ),
};
