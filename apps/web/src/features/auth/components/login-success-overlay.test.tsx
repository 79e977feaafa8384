// The login overlay counts down 3, 2, 1 and then goes home; the button skips the wait.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LoginSuccessOverlay } from './login-success-overlay';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('counts down from three and calls onDone after three seconds', () => {
  const onDone = vi.fn();
  render(<LoginSuccessOverlay onDone={onDone} />);
  expect(screen.getByRole('alertdialog', { name: 'Login Successful!' })).toBeTruthy();
  const countdown = () => screen.getByTestId('countdown').textContent;
  expect(countdown()).toBe('3');
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(countdown()).toBe('2');
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(countdown()).toBe('1');
  expect(onDone).not.toHaveBeenCalled();
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(onDone).toHaveBeenCalledTimes(1);
});

it('goes home at once with Go to Home Now, which has the focus', () => {
  const onDone = vi.fn();
  render(<LoginSuccessOverlay onDone={onDone} />);
  const button = screen.getByRole('button', { name: 'Go to Home Now' });
  expect(document.activeElement).toBe(button);
  fireEvent.click(button);
  expect(onDone).toHaveBeenCalledTimes(1);
});
