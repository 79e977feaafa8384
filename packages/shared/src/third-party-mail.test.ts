import { describe, expect, it } from 'vitest';
import { mailboxOf, plainName } from './third-party-mail';

describe('plainName', () => {
  it.each([
    ['Asha Verma', 'Asha Verma'],
    ['  Dr.  R. K.   Singh ', 'Dr. R. K. Singh'],
    ["D'Souza", "D'Souza"],
    ['Anne-Marie O’Neil', 'Anne-Marie O’Neil'],
    ['अमित शर्मा', 'अमित शर्मा'],
    ['சுப்பிரமணியன்', 'சுப்பிரமணியன்'],
    ['José Núñez', 'José Núñez'],
  ])('keeps %j', (text, name) => {
    expect(plainName(text)).toBe(name);
  });

  it.each([
    ['a web address', 'Win a prize at http://evil.example'],
    ['a bare domain', 'Claim it at evil.com now'],
    ['an e-mail address', 'write to me@example.com'],
    ['digits', 'Call 9876543210'],
    ['markup', '<b>Asha</b>'],
    ['a line break kept as text', 'Asha\\nVerma'],
    ['nothing', '   '],
    ['61 characters', 'A'.repeat(61)],
  ])('refuses %s', (_, text) => {
    expect(plainName(text)).toBeUndefined();
  });

  it('takes 60 characters', () => {
    expect(plainName('A'.repeat(60))).toBe('A'.repeat(60));
  });
});

describe('mailboxOf', () => {
  it.each([
    ['Ravi@Example.com', 'ravi@example.com'],
    ['ravi+offers@example.com', 'ravi@example.com'],
    ['r.a.v.i+1@gmail.com', 'ravi@gmail.com'],
    ['R.avi@GoogleMail.com', 'ravi@gmail.com'],
    ['r.avi@example.com', 'r.avi@example.com'],
  ])('counts %j as %j', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });
});
