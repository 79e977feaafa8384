// The FAQ accordion keeps at most one answer open, and the open question closes it again.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { Accordion } from './accordion';

afterEach(cleanup);

const items = [
  { question: 'Who can join?', answer: 'Anyone.' },
  { question: 'Is there EMI?', answer: 'No.' },
  { question: 'How long is a session?', answer: 'Two hours.' },
];

function expanded() {
  return screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);
}

it('starts closed, opens one answer at a time, and closes the open one on a second click', async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);
  expect(expanded()).toEqual([]);
  expect(screen.queryByText('Anyone.')?.closest('[hidden]')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Who can join?' }));
  expect(expanded()).toEqual(['Who can join?']);
  expect(screen.getByRole('region', { name: 'Who can join?' }).textContent).toBe('Anyone.');

  await user.click(screen.getByRole('button', { name: 'Is there EMI?' }));
  expect(expanded()).toEqual(['Is there EMI?']);
  expect(screen.queryByRole('region', { name: 'Who can join?' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Is there EMI?' }));
  expect(expanded()).toEqual([]);
});

it('works from the keyboard', async () => {
  const user = userEvent.setup();
  render(<Accordion items={items} />);
  await user.tab();
  await user.tab();
  await user.keyboard('{Enter}');
  expect(expanded()).toEqual(['Is there EMI?']);
});
