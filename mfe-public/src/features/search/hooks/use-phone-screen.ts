import { MOBILE_MAX_WIDTH } from '@nivasa/ui/theme';
import { useMediaQuery } from '../../../shared/use-media-query';

/** Whether the screen is phone-sized: the filters then open in a drawer. */
export function usePhoneScreen(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
}
