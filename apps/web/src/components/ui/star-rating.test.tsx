// Stars fill as far as the rating reaches, and the rating is read out exactly.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { StarRating } from './star-rating';

afterEach(cleanup);

/** The share of each star drawn in the accent colour, as the widths the component sets. */
function fills(container: HTMLElement) {
  return Array.from(
    container.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span > span'),
    (fill) => fill.style.width,
  );
}

it('draws 4.6 as four full stars and three fifths of the fifth, and says 4.6', () => {
  const { container } = render(<StarRating rating={4.6} />);
  expect(fills(container)).toEqual(['100%', '100%', '100%', '100%', '60%']);
  expect(screen.getByText('Rated 4.6 out of 5')).toBeTruthy();
});

it('keeps every star within empty and full', () => {
  expect(fills(render(<StarRating rating={0.2} />).container)).toEqual([
    '20%',
    '0%',
    '0%',
    '0%',
    '0%',
  ]);
  cleanup();
  expect(fills(render(<StarRating rating={5} />).container)).toEqual(Array(5).fill('100%'));
});

it('shows no empty stars for a workshop nobody has rated', () => {
  const { container } = render(<StarRating rating={0} />);
  expect(fills(container)).toEqual([]);
  expect(container.querySelector('svg')).toBeNull();
  expect(screen.getByText('No ratings yet')).toBeTruthy();
});
