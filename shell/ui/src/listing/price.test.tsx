import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
// Through the package's own name, as the remotes import it.
import { Price } from '@nivasa/ui/listing/price';

function priceText(element: ReactElement): string | null {
  return render(element).container.textContent;
}

test('a place to rent shows the amount with thousands separators, a slash and its rent basis', () => {
  expect(priceText(<Price type="annex" rent={45000} rentType="monthly" />)).toBe('Rs. 45,000 / monthly');
  expect(priceText(<Price type="singleroom" rent={2500} rentType="daily" />)).toBe('Rs. 2,500 / daily');
  expect(priceText(<Price type="bungalow" rent={120000} rentType="weekly" />)).toBe('Rs. 120,000 / weekly');
});

test('a house for sale shows the amount only, even if a rent basis came along', () => {
  expect(priceText(<Price type="fullhousesale" rent={9500000} />)).toBe('Rs. 9,500,000');
  expect(priceText(<Price type="fullhousesale" rent={9500000} rentType="monthly" />)).toBe('Rs. 9,500,000');
});

test('amounts under a thousand have no separator, and the lowest and highest rents read whole', () => {
  expect(priceText(<Price type="hostel" rent={50} rentType="daily" />)).toBe('Rs. 50 / daily');
  expect(priceText(<Price type="fullhouserent" rent={10000000} rentType="monthly" />)).toBe('Rs. 10,000,000 / monthly');
});

test('the rent basis is set apart from the amount, and the price keeps a class given to it', () => {
  const { container } = render(<Price type="apartment" rent={45000} rentType="monthly" className="card-price" />);
  const price = container.firstElementChild as HTMLElement;

  expect(price.classList.contains('card-price')).toBe(true);
  expect(price.firstElementChild?.textContent).toBe(' / monthly');
  expect(getComputedStyle(price).fontWeight).toBe('700');
  expect(getComputedStyle(price.firstElementChild as HTMLElement).fontWeight).toBe('400');
});
