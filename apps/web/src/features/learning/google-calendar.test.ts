import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from './google-calendar';

describe('googleCalendarUrl', () => {
  it('fills in Google Calendar’s new-event page with the session in UTC', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Excel for Analysts & Managers',
        session: { startsAt: '2026-12-12T10:00:00+05:30', endsAt: '2026-12-12T07:30:00.000Z' },
        details: 'December weekend, session 1 of 2',
        location: 'Online',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Excel for Analysts & Managers',
      dates: '20261212T043000Z/20261212T073000Z',
      details: 'December weekend, session 1 of 2',
      location: 'Online',
    });
  });
});
