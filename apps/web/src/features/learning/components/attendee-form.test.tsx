// The attendee form shows what a seat's state allows: nothing for the buyer's own seat or an ended one,
// who claimed a claimed seat, who it was given to, and the contract's messages for a bad entry.
import type { Enrolment } from '@kaushal/shared/enrolment';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/test-providers';
import { AttendeeForm } from './attendee-form';

afterEach(cleanup);

const seat = (changes: Partial<Enrolment>): Enrolment => ({
  id: '41',
  seat: 2,
  status: 'active',
  orderId: '7',
  workshop: {
    id: '3',
    title: 'Excel for analysts',
    slug: 'excel',
    thumbnail: '/x.svg',
    format: 'live',
  },
  enrolledAt: '2026-03-01T00:00:00.000Z',
  accessEndsAt: null,
  batch: { id: '5', name: 'March cohort', mode: 'online', venue: null, sessions: [] },
  nextSessionAt: null,
  joiningLink: null,
  joiningLinkOpensAt: null,
  materials: [],
  attendedSessions: [],
  certificate: null,
  attendee: null,
  ...changes,
});

describe('attendee form', () => {
  it('shows nothing for seat 1, which stays the buyer’s, or for an ended seat', () => {
    const { container } = renderWithProviders(<AttendeeForm enrolment={seat({ seat: 1 })} />);
    expect(container.textContent).toBe('');
    cleanup();
    const ended = renderWithProviders(<AttendeeForm enrolment={seat({ status: 'ended' })} />);
    expect(ended.container.textContent).toBe('');
  });

  it('says who claimed a claimed seat, with no form', () => {
    renderWithProviders(
      <AttendeeForm
        enrolment={seat({
          attendee: { name: 'Ravi Kumar', email: 'r@example.com', claimed: true },
        })}
      />,
    );
    expect(screen.getByText('Claimed by Ravi Kumar')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says who a seat was given to, and opens the form again with their details', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AttendeeForm
        enrolment={seat({
          attendee: { name: 'Ravi Kumar', email: 'r@example.com', claimed: false },
        })}
      />,
    );
    expect(
      screen.getByText('Given to Ravi Kumar (r@example.com). They have not claimed it yet.'),
    ).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: 'Change attendee or send the link again' }),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Attendee’s name').value).toBe('Ravi Kumar');
    expect(screen.getByLabelText<HTMLInputElement>('Attendee’s e-mail').value).toBe(
      'r@example.com',
    );
  });

  it('asks for a name and a valid e-mail before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AttendeeForm enrolment={seat({})} />);
    expect(screen.getByRole('heading', { name: 'Seat 2' })).toBeTruthy();
    await user.type(screen.getByLabelText('Attendee’s e-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send claim link' }));
    expect(await screen.findByText('Enter the attendee’s name')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByLabelText('Attendee’s name').getAttribute('aria-invalid')).toBe('true');
  });
});
