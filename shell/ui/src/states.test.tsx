import { fireEvent, render, screen, within } from '@testing-library/react';
import { MESSAGES } from '@nivasa/contracts/messages';
import { EmptyState, LoadError, LoadingState } from './states';
import { colors } from './theme';

// jsdom turns colours into rgb().
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

test('a load in progress is a status named by its label, with a spinner', () => {
  render(<LoadingState label={MESSAGES.loading} />);
  const status = screen.getByRole('status');
  expect(status.textContent).toBe(MESSAGES.loading);
  expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
});

test('an empty list shows its message and what fills it', () => {
  render(
    <EmptyState message="No favorites added yet.">
      <a href="/search">Find places</a>
    </EmptyState>,
  );
  expect(screen.getByText('No favorites added yet.').tagName).toBe('STRONG');
  expect(screen.getByRole('link', { name: 'Find places' })).toBeTruthy();
});

test('a failed load is an alert in red with its message and why, and Try again asks again', () => {
  const retry = jest.fn();
  render(<LoadError message="Failed to fetch favorites" detail="The server is down." retryLabel={MESSAGES.tryAgain} onRetry={retry} />);
  const alert = screen.getByRole('alert');
  expect(getComputedStyle(alert).color).toBe(rgb(colors.danger));
  expect(alert.textContent).toBe(`Failed to fetch favoritesThe server is down.${MESSAGES.tryAgain}`);
  fireEvent.click(within(alert).getByRole('button', { name: MESSAGES.tryAgain }));
  expect(retry).toHaveBeenCalledTimes(1);
});
