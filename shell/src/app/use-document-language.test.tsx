import { renderHook } from '@testing-library/react';
import { FONT_STYLESHEETS } from '@nivasa/contracts/fonts';
import { useDocumentLanguage } from './use-document-language';

const fontLinks = () => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.lang = '';
});

test('a change of language sets <html lang> and links the new script’s font stylesheets, once', () => {
  const { rerender } = renderHook(({ language }) => useDocumentLanguage(language), { initialProps: { language: 'en' as 'en' | 'ta' } });
  expect(document.documentElement.lang).toBe('en');
  expect(fontLinks()).toEqual([]);
  rerender({ language: 'ta' });
  rerender({ language: 'ta' });
  expect(document.documentElement.lang).toBe('ta');
  expect(fontLinks()).toEqual([FONT_STYLESHEETS.ta.deviceFaces, FONT_STYLESHEETS.ta.webFaces]);
});

test('a page whose server wrote its device-font rules in it links only the self-hosted faces', () => {
  document.head.innerHTML = `<style data-stylesheet="${FONT_STYLESHEETS.si.deviceFaces}">@font-face{font-family:Noto Sans Sinhala Fallback}</style>`;
  renderHook(() => useDocumentLanguage('si'));
  expect(document.documentElement.lang).toBe('si');
  expect(fontLinks()).toEqual([FONT_STYLESHEETS.si.webFaces]);
});
