import { describe, expect, it } from 'vitest';
import { attendanceRule, issueSummary } from './roster-text';

describe('roster text', () => {
  it('states the rule with the sessions it takes', () => {
    expect(attendanceRule(75, 4)).toBe('Certificates need 75 % attendance (3 of 4 sessions).');
    expect(attendanceRule(75, 5)).toBe('Certificates need 75 % attendance (4 of 5 sessions).');
    expect(attendanceRule(100, 1)).toBe('Certificates need 100 % attendance (1 of 1 session).');
    expect(attendanceRule(75, 0)).toMatch(/no sessions yet/);
  });

  it('says what issuing did', () => {
    expect(issueSummary({ issued: 2, alreadyIssued: 0, notEligible: 1 })).toBe(
      '2 certificates issued and e-mailed; 1 learner does not meet the attendance rule yet.',
    );
    expect(issueSummary({ issued: 0, alreadyIssued: 3, notEligible: 0 })).toBe(
      'No new certificates issued; 3 already had one.',
    );
  });
});
