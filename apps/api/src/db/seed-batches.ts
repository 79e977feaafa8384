// The seeded workshops' batches, dated from the day the database is seeded so a fresh shop always shows
// upcoming runs: a weekend-morning and a weekday-evening batch online, and for every other workshop a
// classroom day in a city. Times are IST wall-clock hours, stored in UTC.
import { IST_OFFSET_MS, MONTH_NAMES } from '@kaushal/shared/ist';
import type { BatchSessionRow } from './schema';

export interface SeedBatch {
  name: string;
  mode: 'online' | 'offline';
  venue: string | null;
  sessions: BatchSessionRow[];
  startsAt: Date;
  capacity: number;
  enrolmentClosesAt: Date;
}

const DAY_MS = 24 * 60 * 60_000;

const VENUES = [
  {
    city: 'Bengaluru',
    venue: 'Kaushal Learning Centre, 3rd Floor, 80 Feet Road, Koramangala, Bengaluru 560034',
  },
  {
    city: 'Mumbai',
    venue: 'Kaushal Learning Centre, 2nd Floor, Hill Road, Bandra West, Mumbai 400050',
  },
  { city: 'Delhi', venue: 'Kaushal Learning Centre, Block E, Connaught Place, New Delhi 110001' },
];

/** Midnight IST of the day `days` after the IST day of `from`, as a UTC instant. */
function istMidnight(from: Date, days: number): number {
  const istDay = Math.floor((from.getTime() + IST_OFFSET_MS) / DAY_MS);
  return (istDay + days) * DAY_MS - IST_OFFSET_MS;
}

/** The IST weekday (0 Sunday) of an IST midnight. */
const istWeekday = (midnight: number) => new Date(midnight + IST_OFFSET_MS).getUTCDay();

/** The first IST midnight at least `days` days after `from` that falls on `weekday`. */
function nextWeekday(from: Date, days: number, weekday: number): number {
  let midnight = istMidnight(from, days);
  while (istWeekday(midnight) !== weekday) midnight += DAY_MS;
  return midnight;
}

/** A sitting on the IST day starting at `midnight`, from and to IST wall-clock hours. */
const sitting = (midnight: number, from: number, to: number): BatchSessionRow => ({
  startsAt: new Date(midnight + from * 60 * 60_000).toISOString(),
  endsAt: new Date(midnight + to * 60 * 60_000).toISOString(),
});

const monthOf = (midnight: number) => MONTH_NAMES[new Date(midnight + IST_OFFSET_MS).getUTCMonth()];

function batch(
  name: string,
  place: { mode: 'online' | 'offline'; venue: string | null },
  sessions: BatchSessionRow[],
  capacity: number,
): SeedBatch {
  const startsAt = new Date((sessions[0] as BatchSessionRow).startsAt);
  return {
    name,
    ...place,
    sessions,
    startsAt,
    capacity,
    // Enrolment closes a day before the first session.
    enrolmentClosesAt: new Date(startsAt.getTime() - DAY_MS),
  };
}

/** The batches of the `index`th seeded workshop, whose seats add up to its `stock`. */
export function seedBatchesOf(index: number, stock: number, today: Date): SeedBatch[] {
  const online = { mode: 'online' as const, venue: null };
  // Workshops start on different weeks, so the catalogue does not all begin on one weekend.
  const weekend = nextWeekday(today, 5 + (index % 3) * 7, 6);
  const evening = nextWeekday(today, 12 + (index % 4) * 7, 2);
  const withClassroom = index % 2 === 0;
  const shares = withClassroom ? [0.4, 0.35] : [0.6];
  const capacities = shares.map((share) => Math.max(1, Math.round(stock * share)));
  capacities.push(stock - capacities.reduce((sum, seats) => sum + seats, 0));

  const batches = [
    batch(
      `${monthOf(weekend)} weekend batch`,
      online,
      [sitting(weekend, 10, 13), sitting(weekend + DAY_MS, 10, 13)],
      capacities[0] as number,
    ),
    batch(
      `${monthOf(evening)} weekday evening batch`,
      online,
      // Tuesdays and Thursdays, 7 to 9 in the evening, for two weeks.
      [0, 2, 7, 9].map((day) => sitting(evening + day * DAY_MS, 19, 21)),
      capacities[1] as number,
    ),
  ];
  if (withClassroom) {
    const { city, venue } = VENUES[(index / 2) % VENUES.length] as (typeof VENUES)[number];
    const day = nextWeekday(today, 26 + (index % 3) * 7, 6);
    batches.push(
      batch(
        `${city} classroom batch, ${monthOf(day)}`,
        { mode: 'offline', venue },
        [sitting(day, 10, 17)],
        capacities[2] as number,
      ),
    );
  }
  return batches;
}
