import { colors } from '../../../shell/ui/src/theme';

/**
 * Nivasa's icon, the one source of the favicon and the installed app's icons
 * (shell/public/icons, written by tools/src/app-icons.ts): a white house on the brand's teal.
 * `maskable`: the teal fills the square and the house keeps to the middle 60%, the part every
 * platform's mask (circle, squircle) leaves whole.
 */
export function appIconSvg({ maskable = false }: { maskable?: boolean } = {}): string {
  const house = 'M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z';
  const background = maskable
    ? `<rect width="32" height="32" fill="${colors.primary}"/>`
    : `<rect width="32" height="32" rx="9" fill="${colors.primary}"/>`;
  // The house spans 16 of 32 units; in the maskable icon it is drawn at 0.75, inside the safe zone.
  const drawn = maskable ? `<path d="${house}" fill="#fff" transform="translate(4 4.4) scale(0.75)"/>` : `<path d="${house}" fill="#fff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${background}${drawn}</svg>`;
}

/** The installed app's icons, as shell/public/icons holds them. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;
