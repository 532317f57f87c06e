import { act, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { setPageLanguage } from '@nivasa/session/language';
import { renderRoutes } from '@nivasa/ui/test-render';
import { Footer } from './footer';

async function renderFooter(store = createStore()) {
  await act(async () => renderRoutes([{ path: '/', element: <Footer /> }], { store }));
}

test('the footer names the pages, the networks and the rupees in English', async () => {
  await renderFooter();

  const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
  expect(within(quickLinks).getByRole('link', { name: 'Add your place' }).getAttribute('href')).toBe('/create-listing');
  expect(within(screen.getByRole('navigation', { name: 'Social links' })).getByRole('link', { name: 'Facebook' })).toBeTruthy();
  expect(screen.getByText(`© ${new Date().getFullYear()} Nivasa. Prices are in Sri Lankan rupees (Rs.).`)).toBeTruthy();
});

test('in Tamil, every text of the footer is Tamil and its links go where the English ones go', async () => {
  const store = createStore();
  setPageLanguage('ta', store);
  await renderFooter(store);

  const quickLinks = await screen.findByRole('navigation', { name: 'விரைவு இணைப்புகள்' });
  expect(within(quickLinks).getByRole('link', { name: 'முகப்பு' }).getAttribute('href')).toBe('/');
  expect(within(quickLinks).getByRole('link', { name: 'உங்கள் இடத்தைச் சேர்க்கவும்' }).getAttribute('href')).toBe('/create-listing');
  expect(within(quickLinks).getByRole('link', { name: 'தனியுரிமை' }).getAttribute('href')).toBe('/privacy');
  const social = screen.getByRole('navigation', { name: 'சமூக ஊடக இணைப்புகள்' });
  expect(within(social).getByRole('link', { name: 'ஃபேஸ்புக்' }).getAttribute('href')).toBe('https://www.facebook.com/nivasa.lk');
  expect(screen.getByText('42, காலி வீதி, கொழும்பு 03, இலங்கை')).toBeTruthy();
  expect(screen.getByText(`© ${new Date().getFullYear()} Nivasa. விலைகள் இலங்கை ரூபாயில் (ரூ.).`)).toBeTruthy();
  expect(screen.queryByText('Quick links')).toBeNull();
});
