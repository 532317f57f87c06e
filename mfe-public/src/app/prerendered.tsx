/** First screens drawn at build time; the shell's server sends them in the page, before any JavaScript. */
import { PATHS } from '@nivasa/contracts/paths';
import { Hero } from '../features/home/components/hero';

export const prerendered = {
  [PATHS.home]: <Hero />,
  [PATHS.homeAlias]: <Hero />,
};
