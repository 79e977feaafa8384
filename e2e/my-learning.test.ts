// My Learning in Chromium: a dated online batch bought with the test card, opened from the order
// success page, its sessions in IST, its calendar file read by an independent parser, and the joining
// link appearing without a reload when the shop's and the browser's clocks reach its window.
import type { AdminBatch } from '@kaushal/shared/batch';
import type { Product } from '@kaushal/shared/product';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ical, { type VEvent } from 'node-ical';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { onlineWorkshop, seatBuyerIn, setShopClock } from './support/learner';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import type { ShopServer } from './support/shop-server';
import { DESKTOP, MOBILE, screenshot } from './support/storefront';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const IST_OFFSET = 330 * MINUTE;

// The expected texts come from Intl's own time-zone data, not from the app's fixed-offset formatter.
const inKolkata = (instant: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', ...options }).format(instant);
const istDay = (instant: number) =>
  inKolkata(instant, { weekday: 'short', day: 'numeric', month: 'short' });
const istTime = (instant: number) =>
  inKolkata(instant, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

describe('my learning', () => {
  const clockFile = join(mkdtempSync(join(tmpdir(), 'kaushal-clock-')), 'now');
  // The shop and the browser start at the same moment, on the hour: with sessions on the half hour,
  // the countdown's minutes keep it on the same hour while the clocks run through the test.
  const start = Math.floor(Date.now() / (60 * MINUTE)) * 60 * MINUTE;
  // Two sittings, 10:00–13:00 IST, three and four days on.
  const istMidnight = Math.floor((start + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
  const sessions = [3, 4].map((day) => {
    const startsAt = istMidnight + day * DAY + 600 * MINUTE;
    return { startsAt, endsAt: startsAt + 180 * MINUTE };
  });
  const joiningLink = 'https://meet.example.com/kaushal-weekend';
  let shop: ShopServer;
  let browser: Browser;
  let workshop: Product;
  let batch: AdminBatch;

  beforeAll(async () => {
    setShopClock(clockFile, start);
    let admin: Page;
    ({ shop, browser, admin } = await openShopWithAdmin({
      // The test clock is refused in production; the build served is the production one all the same.
      NODE_ENV: 'test',
      TEST_CLOCK_FILE: clockFile,
    }));
    ({ workshop, batch } = await onlineWorkshop(
      admin,
      {
        title: `Spreadsheet Modelling ${start}`,
        description: 'Models that survive the board meeting.',
        brand: 'Kaushal Analytics',
        category: 'Data Analytics',
        price: 3999,
        discountPercentage: 10,
      },
      'Weekend cohort',
      sessions,
      joiningLink,
    ));
    await admin.context().close();
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  /** A learner who bought a seat of the batch, on the order success page, the browser's clock at `start`. */
  async function learnerWithSeat(): Promise<Page> {
    // axe is put into the page as a script, which the shop's CSP would refuse.
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    await context.clock.install({ time: start });
    return seatBuyerIn(context, shop.url, { workshop, batch }, 'learner');
  }

  it('shows the sessions in IST, gives the calendar file, and reveals the link when its window opens', async () => {
    const page = await learnerWithSeat();
    await page.getByText('Weekend cohort · Online').waitFor();
    await page.getByRole('link', { name: 'Go to My Learning' }).click();
    await page.waitForURL(`${shop.url}/my-learning`);

    const card = page
      .getByRole('region', { name: 'Upcoming' })
      .getByRole('article', { name: workshop.title });
    await card.waitFor();
    for (const session of sessions) {
      await card
        .getByText(
          `${istDay(session.startsAt)}, ${istTime(session.startsAt)}–${istTime(session.endsAt)} IST`,
        )
        .waitFor();
    }
    const [first] = sessions as [(typeof sessions)[number]];
    const left = first.startsAt - start;
    const days = Math.floor(left / DAY);
    const hours = Math.floor((left % DAY) / (60 * MINUTE));
    await card
      .getByText(`Starts in ${days} days${hours ? ` ${hours} hour${hours === 1 ? '' : 's'}` : ''}`)
      .waitFor();
    const opensAt = first.startsAt - 30 * MINUTE;
    await card
      .getByText(`(from ${istDay(opensAt)}, ${istTime(opensAt)} IST)`, { exact: false })
      .waitFor();
    await card.getByText('The link appears 30 minutes before the session').waitFor();
    expect(await card.getByRole('link', { name: /Join session/ }).count()).toBe(0);
    await card.getByText('No materials yet').waitFor();

    // The calendar file, as the browser downloads it, read by node-ical.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Download .ics' }).click(),
    ]);
    const events = Object.values(ical.sync.parseICS(readFileSync(await download.path(), 'utf8')))
      .filter((entry): entry is VEvent => entry?.type === 'VEVENT')
      .sort((a, b) => a.start.getTime() - b.start.getTime());
    expect(
      events.map((event) => [event.start.getTime(), event.end?.getTime(), event.summary]),
    ).toEqual(
      sessions.map(({ startsAt, endsAt }) => [
        startsAt,
        endsAt,
        `${workshop.title} — ${batch.name}`,
      ]),
    );
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);

    const google = new URL(
      (await card.getByRole('link', { name: /Google Calendar/ }).getAttribute('href'))!,
    );
    expect(google.searchParams.get('dates')).toBe(
      `${compactUtc(first.startsAt)}/${compactUtc(first.endsAt)}`,
    );

    // Both clocks reach the window: the page asks again at that moment, and the link shows, with no
    // reload (the mark set on this document survives).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    setShopClock(clockFile, opensAt + 5_000);
    const browserNow = await page.evaluate(() => Date.now());
    await page.clock.fastForward(opensAt + 1_000 - browserNow);
    const join = card.getByRole('link', { name: /Join session/ });
    await join.waitFor();
    expect(await join.getAttribute('href')).toBe(joiningLink);
    await card.getByText('Starts in 29 min').waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await screenshot(page, 'my-learning-1280');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'my-learning-375');
    await page.setViewportSize(DESKTOP);

    // My Orders says what comes next, and nothing about shipping an online workshop.
    await page.goto(`${shop.url}/my-orders`);
    const order = page.getByRole('article', { name: /^Order #/ });
    await order.getByText('Weekend cohort · Online').waitFor();
    await order.getByText('Billing details').waitFor();
    expect(await order.getByText(/Shipping/).count()).toBe(0);
    await order.getByRole('link', { name: 'Go to My Learning' }).click();
    await page.waitForURL(`${shop.url}/my-learning`);

    // After the last session, the batch is past: attendance, and the certificate still to come.
    setShopClock(clockFile, sessions[1]!.endsAt + MINUTE);
    await page.clock.setSystemTime(sessions[1]!.endsAt + MINUTE);
    await page.reload();
    const past = page
      .getByRole('region', { name: 'Past' })
      .getByRole('article', { name: workshop.title });
    await past.getByText('You attended 0 of 2 sessions').waitFor();
    await past.getByText('Your certificate appears here once it is issued.').waitFor();
    expect(await past.getByRole('link', { name: /Join session/ }).count()).toBe(0);
    await page.context().close();
  });
});

/** Google Calendar's form of an instant: 20261212T043000Z. */
function compactUtc(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
