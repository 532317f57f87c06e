import { Grid } from '@nivasa/ui/antd';

/**
 * Whether the screen is below antd's md breakpoint (768 px, where Nivasa's layouts stack), so a
 * table shows its compact columns. Before the first measurement, and where nothing can be
 * measured, it answers no.
 */
export function useIsPhone(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === false && Boolean(screens.xs || screens.sm);
}
