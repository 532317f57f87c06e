import { ANTD_STYLESHEET_ELEMENT_ID } from '@nivasa/contracts/federation';

/**
 * Applies the antd stylesheet the server linked for print (so it held back no paint) once it has
 * loaded: before antd first draws, antd then finds its styles there and does not make them. If it
 * comes later, or not at all, antd makes them as it would without it.
 */
export function applyAntdStylesheet(doc: Document = document): void {
  const link = doc.getElementById(ANTD_STYLESHEET_ELEMENT_ID);
  if (!(link instanceof HTMLLinkElement)) return;
  if (link.sheet) link.media = 'all';
  else link.addEventListener('load', () => (link.media = 'all'), { once: true });
}
