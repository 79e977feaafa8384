import { describe, expect, it } from 'vitest';
import { lengthInWords } from './video';

describe('lengthInWords', () => {
  it('names the hours, minutes and seconds that are not zero', () => {
    expect(lengthInWords(8)).toBe('8 s');
    expect(lengthInWords(200)).toBe('3 min 20 s');
    expect(lengthInWords(3600)).toBe('1 h');
    expect(lengthInWords(50_580)).toBe('14 h 3 min');
    expect(lengthInWords(3661)).toBe('1 h 1 min 1 s');
  });
});
