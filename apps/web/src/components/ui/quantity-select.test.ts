import { describe, expect, it } from 'vitest';
import { quantityChoices } from './quantity-select';

describe('quantityChoices', () => {
  it('offers up to five seats, or fewer when the batch has fewer left', () => {
    expect(quantityChoices(1, 40)).toEqual([1, 2, 3, 4, 5]);
    expect(quantityChoices(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the count a line already holds, and always offers one seat', () => {
    expect(quantityChoices(4, 2)).toEqual([1, 2, 3, 4]);
    expect(quantityChoices(1, 0)).toEqual([1]);
  });
});
