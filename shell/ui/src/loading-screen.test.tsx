import { render, screen } from '@testing-library/react';
import { LoadingScreen } from './loading-screen';
import { Spinner } from './spinner';

test('the spinner is 35 px unless told otherwise', () => {
  const { container } = render(<Spinner />);
  const spinner = container.firstElementChild as HTMLElement;

  expect(getComputedStyle(spinner).width).toBe('35px');
  expect(getComputedStyle(spinner).height).toBe('35px');
  expect(spinner.getAttribute('aria-hidden')).toBe('true');
});

test('the loading screen announces Loading... with a 50 px spinner', () => {
  render(<LoadingScreen />);
  const status = screen.getByRole('status');

  expect(status.textContent).toBe('Loading...');
  expect(getComputedStyle(status.firstElementChild as HTMLElement).width).toBe('50px');
});
