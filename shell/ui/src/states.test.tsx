import { fireEvent, render, screen, within } from '@testing-library/react';
import { MESSAGES } from '@nivasa/contracts/messages';
import { EmptyState, LoadError, LoadingState } from './states';

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

test('a failed load is an error alert with its message, and Try again asks again', () => {
  const retry = jest.fn();
  render(<LoadError message="Failed to fetch favorites" retryLabel={MESSAGES.tryAgain} onRetry={retry} />);
  const alert = screen.getByRole('alert');
  expect(alert.className).toMatch(/\bant-alert-error\b/);
  expect(within(alert).getByText('Failed to fetch favorites')).toBeTruthy();
  fireEvent.click(within(alert).getByRole('button', { name: MESSAGES.tryAgain }));
  expect(retry).toHaveBeenCalledTimes(1);
});
