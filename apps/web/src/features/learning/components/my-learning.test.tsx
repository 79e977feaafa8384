// My Learning's cards as a learner sees them: sessions in IST, the countdown, the joining link or when
// it opens, calendar links, materials, and after the batch the attendance and certificate.
import type { Enrolment } from '@kaushal/shared/enrolment';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { renderWithProviders } from '../../../app/test-providers';
import { enrolmentFixture, sessions } from '../enrolment.fixture';
import { learningApi } from '../learning-api';
import { MyLearning } from './my-learning';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const upcoming = enrolmentFixture({
  id: '11',
  orderId: '5',
  workshop: {
    id: '3',
    title: 'Excel for Analysts',
    slug: 'excel-for-analysts',
    thumbnail: '',
    format: 'live',
  },
  batch: { id: '8', name: 'December weekend', mode: 'online', venue: null, sessions },
});

const past: Enrolment = {
  ...upcoming,
  id: '12',
  workshop: { ...upcoming.workshop, title: 'SQL Basics', slug: 'sql-basics' },
  batch: {
    ...upcoming.batch,
    name: 'November',
    sessions: [{ startsAt: '2026-11-07T04:30:00.000Z', endsAt: '2026-11-07T07:30:00.000Z' }],
  },
  nextSessionAt: null,
  joiningLinkOpensAt: null,
  attendedSessions: [0],
  certificate: { code: 'KSH-7QX2-M4', issuedAt: '2026-11-08T00:00:00.000Z' },
  materials: [
    {
      id: '4',
      title: 'Workbook',
      fileName: 'workbook.pdf',
      contentType: 'application/pdf',
      size: 2_516_582,
      uploadedAt: '2026-11-01T00:00:00.000Z',
    },
  ],
};

async function renderPage(enrolments: Enrolment[], now: string) {
  // Only Date is faked: the page's timers are real, so nothing fires during the test.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(now) });
  const store = createStore();
  await store.dispatch(learningApi.util.upsertQueryData('getEnrolments', undefined, enrolments));
  renderWithProviders(<MyLearning image={() => null} />, { store });
}

const card = (title: string) => screen.getByRole('article', { name: title });

it('shows an upcoming batch with its sessions in IST, the countdown and when the link appears', async () => {
  await renderPage([past, upcoming], '2026-12-10T00:30:00.000Z');
  const upcomingSection = screen.getByRole('region', { name: 'Upcoming' });
  const excel = within(upcomingSection).getByRole('article', { name: 'Excel for Analysts' });
  expect(within(excel).getByRole('link', { name: 'Excel for Analysts' }).getAttribute('href')).toBe(
    '/workshops/excel-for-analysts',
  );
  expect(excel.textContent).toContain('December weekend · Online');
  expect(excel.textContent).toContain('Sat 12 Dec, 10:00–13:00 IST');
  expect(excel.textContent).toContain('Sun 13 Dec, 10:00–13:00 IST');
  expect(within(excel).getByText('Starts in 2 days 4 hours')).toBeTruthy();
  expect(excel.textContent).toContain(
    'The link appears 30 minutes before the session (from Sat 12 Dec, 09:30 IST).',
  );
  expect(within(excel).queryByRole('link', { name: /Join session/ })).toBeNull();
  expect(within(excel).getByRole('link', { name: 'Download .ics' }).getAttribute('href')).toBe(
    '/api/enrolments/11/calendar.ics',
  );
  const google = new URL(
    within(excel)
      .getByRole('link', { name: /Google Calendar/ })
      .getAttribute('href')!,
  );
  expect(google.searchParams.get('dates')).toBe('20261212T043000Z/20261212T073000Z');
  expect(within(excel).getByText('No materials yet')).toBeTruthy();
});

it('shows the joining link while it is open, and "Live now" during the session', async () => {
  await renderPage(
    [{ ...upcoming, joiningLink: 'https://meet.example.com/abc-defg-hij' }],
    '2026-12-12T04:40:00.000Z',
  );
  const join = within(card('Excel for Analysts')).getByRole('link', { name: /Join session/ });
  expect(join.getAttribute('href')).toBe('https://meet.example.com/abc-defg-hij');
  expect(within(card('Excel for Analysts')).getByText('Live now')).toBeTruthy();
});

it('shows a past batch with attendance, the certificate and its materials', async () => {
  await renderPage([past, upcoming], '2026-12-10T00:30:00.000Z');
  const sql = within(screen.getByRole('region', { name: 'Past' })).getByRole('article', {
    name: 'SQL Basics',
  });
  expect(sql.textContent).toContain('You attended 1 of 1 session');
  expect(within(sql).getByRole('link', { name: 'Download certificate' }).getAttribute('href')).toBe(
    '/api/enrolments/12/certificate',
  );
  expect(
    within(sql)
      .getByRole('link', { name: /^Verify/ })
      .getAttribute('href'),
  ).toBe('/certificates/KSH-7QX2-M4');
  expect(within(sql).getByText('PDF · 2.4 MB')).toBeTruthy();
  expect(within(sql).getByRole('link', { name: 'Download Workbook' }).getAttribute('href')).toBe(
    '/api/enrolments/12/materials/4',
  );
  expect(within(sql).queryByRole('link', { name: 'Download .ics' })).toBeNull();
});

it('keeps a cancelled seat apart, marked as such, without its files', async () => {
  await renderPage([{ ...past, status: 'ended', materials: [] }], '2026-12-10T00:30:00.000Z');
  const cancelled = within(screen.getByRole('region', { name: 'Cancelled' })).getByRole('article', {
    name: 'SQL Basics',
  });
  expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
  expect(within(cancelled).queryByRole('link', { name: 'Download certificate' })).toBeNull();
  expect(screen.getByText(/No upcoming sessions/)).toBeTruthy();
});

it('invites a learner without workshops to browse them', async () => {
  await renderPage([], '2026-12-10T00:30:00.000Z');
  screen.getByRole('heading', { name: 'You have no workshops yet' });
  expect(screen.getByRole('link', { name: 'Browse workshops' }).getAttribute('href')).toBe(
    '/view-all-products',
  );
});

it('shows a self-paced workshop with its enrolment and access, and no sessions to join', async () => {
  const selfPaced = enrolmentFixture({
    id: '13',
    workshop: { ...upcoming.workshop, title: 'Power BI', slug: 'power-bi', format: 'self-paced' },
    batch: { id: '9', name: 'Self-paced', mode: 'online', venue: null, sessions: [] },
    nextSessionAt: null,
    joiningLinkOpensAt: null,
    enrolledAt: '2026-11-24T20:00:00.000Z',
    accessEndsAt: '2027-11-24T20:00:00.000Z',
  });
  const lifetime = enrolmentFixture({
    ...selfPaced,
    id: '14',
    workshop: { ...selfPaced.workshop, title: 'Tally', slug: 'tally' },
    accessEndsAt: null,
  });
  await renderPage([selfPaced, lifetime, upcoming], '2026-12-10T00:30:00.000Z');
  const paced = card('Power BI');
  // Enrolled after 18:30 UTC: the next day in IST.
  within(paced).getByText('Self-paced');
  within(paced).getByText('Enrolled on 25 November 2026');
  within(paced).getByText('Access until 25 November 2027');
  expect(within(paced).queryByRole('heading', { name: 'Sessions' })).toBeNull();
  expect(
    within(paced).queryByText(/Dates to be announced|Add to calendar|Joining link/),
  ).toBeNull();
  within(card('Tally')).getByText('Lifetime access');
  within(card('Excel for Analysts')).getByRole('heading', { name: 'Sessions' });
});
