import { render, screen } from '@testing-library/react';
import { Stars } from '@nivasa/ui/listing/stars';

function filledShare(): string {
  const stars = screen.getByRole('img');
  return (stars.lastElementChild as HTMLElement).style.width;
}

test('five stars, filled up to the rating, read out as the rating', () => {
  const { rerender } = render(<Stars rating={4.5} />);

  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  expect(screen.getByRole('img').querySelectorAll('svg')).toHaveLength(10);
  expect(filledShare()).toBe('90%');

  rerender(<Stars rating={0} />);
  expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeTruthy();
  expect(filledShare()).toBe('0%');

  rerender(<Stars rating={5} />);
  expect(filledShare()).toBe('100%');
});

test('a rating outside 0 to 5 fills no less than none and no more than all', () => {
  const { rerender } = render(<Stars rating={7} />);
  expect(filledShare()).toBe('100%');
  rerender(<Stars rating={-1} />);
  expect(filledShare()).toBe('0%');
});

test('the stars take the size asked for', () => {
  render(<Stars rating={3} size={24} />);
  const star = screen.getByRole('img').querySelector('svg') as SVGElement;
  expect(getComputedStyle(star).width).toBe('24px');
});
