import { describe, expect, it } from 'vitest';
import { findIndianState, gstinProblem, indianStates, isValidGstin } from './india';

describe('indianStates', () => {
  it('numbers states and union territories with their GST state codes', () => {
    const codes = Object.fromEntries(indianStates.map((state) => [state.name, state.code]));
    expect(codes).toMatchObject({
      'Jammu and Kashmir': '01',
      Delhi: '07',
      'Uttar Pradesh': '09',
      Maharashtra: '27',
      Karnataka: '29',
      'Tamil Nadu': '33',
      Telangana: '36',
      'Andhra Pradesh': '37',
      Ladakh: '38',
      'Other Territory': '97',
    });
    // 28 states and 8 union territories, and the offshore "Other Territory".
    expect(indianStates.filter((state) => !state.unionTerritory)).toHaveLength(28);
    expect(indianStates.filter((state) => state.unionTerritory)).toHaveLength(9);
    expect(new Set(indianStates.map((state) => state.code)).size).toBe(indianStates.length);
  });

  it('finds a state by its name in any case or by its code', () => {
    expect(findIndianState('maharashtra')?.code).toBe('27');
    expect(findIndianState(' 29 ')?.name).toBe('Karnataka');
    expect(findIndianState('28')).toBeUndefined();
    expect(findIndianState('Bombay')).toBeUndefined();
  });
});

describe('isValidGstin', () => {
  it('accepts registered GSTINs', () => {
    for (const gstin of [
      '27AAPFU0939F1ZV',
      '29AAGCB7383J1Z4',
      '33AAACH7409R1Z8',
      '24AAACC1206D1ZM',
    ])
      expect(isValidGstin(gstin), gstin).toBe(true);
  });

  it('refuses a GSTIN whose check character does not match', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    // One mistyped character in the PAN changes the check character.
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(gstinProblem('27AAPFU0939F1Z4')).toBe(
      'its check character does not match (a GSTIN starting 27AAPFU0939F1Z ends in V): look for a mistyped character',
    );
  });

  it('refuses a GSTIN of the wrong length or format', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('a GSTIN has 15 characters, not 14');
    for (const gstin of [
      '27aapfu0939f1zv',
      '27AAPFU0939F0ZV',
      '27AAPFU0939F1YV',
      '2XAAPFU0939F1ZV',
    ])
      expect(gstinProblem(gstin), gstin).toMatch(/^a GSTIN is a state code, a PAN/);
  });

  it('refuses a GSTIN whose first two digits name no state', () => {
    // Check characters computed for these state codes, so only the state is wrong.
    expect(gstinProblem('99AAPFU0939F1ZK')).toBe(
      '99 is not the GST code of an Indian state or union territory',
    );
    expect(gstinProblem('00AAPFU0939F1ZB')).toBe(
      '00 is not the GST code of an Indian state or union territory',
    );
  });
});
