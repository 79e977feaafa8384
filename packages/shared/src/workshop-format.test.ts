import { describe, expect, it } from 'vitest';
import { accessWords, formatWords } from './workshop-format';

describe('workshop format words', () => {
  it('says the access in years, months or days, or for life', () => {
    expect(accessWords(365)).toBe('access for 1 year');
    expect(accessWords(730)).toBe('access for 2 years');
    expect(accessWords(180)).toBe('access for 6 months');
    expect(accessWords(30)).toBe('access for 1 month');
    expect(accessWords(45)).toBe('access for 45 days');
    expect(accessWords(1)).toBe('access for 1 day');
    expect(accessWords(null)).toBe('lifetime access');
  });

  it('says what each format gives', () => {
    expect(formatWords('self-paced', 365)).toBe('Self-paced · access for 1 year');
    expect(formatWords('live', null)).toBe('Live sessions in a batch');
    expect(formatWords('hybrid', null)).toBe('Hybrid · live sessions with recordings and lessons');
  });
});
