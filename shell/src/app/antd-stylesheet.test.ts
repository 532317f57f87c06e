import { ANTD_STYLESHEET_ELEMENT_ID } from '@nivasa/contracts/federation';
import { applyAntdStylesheet } from './antd-stylesheet';

function linkedForPrint(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.id = ANTD_STYLESHEET_ELEMENT_ID;
  document.head.append(link);
  return link;
}

afterEach(() => document.head.replaceChildren());

test('a stylesheet still loading applies once it has loaded, and not before', () => {
  const link = linkedForPrint();
  applyAntdStylesheet();
  expect(link.media).toBe('print');
  link.dispatchEvent(new Event('load'));
  expect(link.media).toBe('all');
});

test('a stylesheet that has loaded applies at once', () => {
  const link = linkedForPrint();
  jest.spyOn(link, 'sheet', 'get').mockReturnValue({} as CSSStyleSheet);
  applyAntdStylesheet();
  expect(link.media).toBe('all');
});

test('one that failed stays for print, and a page without one is left as it is', () => {
  const link = linkedForPrint();
  applyAntdStylesheet();
  link.dispatchEvent(new Event('error'));
  expect(link.media).toBe('print');
  document.head.replaceChildren();
  expect(() => applyAntdStylesheet()).not.toThrow();
});
