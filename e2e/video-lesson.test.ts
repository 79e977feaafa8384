// A video lesson in Chromium: a learner plays it from the classroom by keyboard and pauses it; on
// another device (a new browser, signed in again) it starts where they left it, and seen out at 2×
// it counts as done. Another customer is refused the learner's playlist and key. At 375 px a player
// stopped by two newer ones says so and plays again with "Watch here", fits the screen, answers its
// keys, and shows no accessibility violation. The tests run in order: each goes on from the one before.
import type { AdminBatch } from '@kaushal/shared/batch';
import type { Lesson, Section } from '@kaushal/shared/curriculum';
import type { Product } from '@kaushal/shared/product';
import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { onlineWorkshop, seatBuyerIn } from './support/learner';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import type { ShopServer } from './support/shop-server';
import { callApi, signInInPage } from './support/shopper';
import {
  DESKTOP,
  MOBILE,
  PASSWORD,
  screenshot,
  signUpInPage,
  uniqueEmail,
} from './support/storefront';
import { sampleVideo, uploadVideo, videoOnLesson } from './support/video';

const DAY = 24 * 60 * 60_000;
const VIDEO_SECONDS = 8;
const LESSON = 'Reading a cash flow statement';

/** Where the page's video is, and whether it is paused or muted. */
const videoState = (page: Page) =>
  page.evaluate(() => {
    const { currentTime, paused, muted } = document.querySelector('video')!;
    return { currentTime, paused, muted };
  });
const currentTime = async (page: Page) => (await videoState(page)).currentTime;
/** The errors the page logs from now on: a refusal by the shop's CSP among them. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
/** Resolves once the player shows a frame of the video at the time it is at. */
const frameShown = (page: Page, errors: string[]) =>
  page
    .waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2)
    .catch((error: unknown) => {
      throw new Error(`The video showed no frame. The page's errors: ${errors.join('\n')}`, {
        cause: error,
      });
    });
/** What the page's session is answered for `paths`. */
const statusesFor = (page: Page, paths: string[]) =>
  page.evaluate((list) => Promise.all(list.map(async (path) => (await fetch(path)).status)), paths);
const isProgressReport = (request: Request) =>
  request.method() === 'POST' &&
  /\/api\/enrolments\/\d+\/lessons\/\d+\/progress$/.test(request.url());
/** Resolves once the video has played past `seconds`. */
const playedPast = (page: Page, seconds: number) =>
  page.waitForFunction((time) => document.querySelector('video')!.currentTime > time, seconds);

describe('a video lesson', () => {
  let shop: ShopServer;
  let browser: Browser;
  let workshop: Product;
  let batch: AdminBatch;
  let learnerEmail: string;
  /** The classroom with the video lesson open. */
  let lessonUrl: string;
  /** Where the learner paused, in seconds. */
  let left: number;
  /** The playlist and key the learner's second device played. */
  let playbackFiles: { playlist: string; key: string };

  beforeAll(async () => {
    let admin: Page;
    ({ shop, browser, admin } = await openShopWithAdmin());
    const firstSession = Date.now() + 2 * DAY;
    ({ workshop, batch } = await onlineWorkshop(
      admin,
      {
        title: `Valuation ${Date.now()}`,
        description: 'Discounted cash flows, step by step.',
        brand: 'Kaushal Finance',
        category: 'Finance',
        price: 3999,
      },
      'January cohort',
      [{ startsAt: firstSession, endsAt: firstSession + 2 * 60 * 60_000 }],
      'https://meet.example.com/kaushal-valuation',
    ));
    const sections = `/products/${workshop.id}/sections`;
    const section = (await callApi<Section>(admin, 'POST', sections, { title: 'Cash flows' })).body;
    const lesson = async (body: object) => {
      const answer = await callApi<Lesson>(
        admin,
        'POST',
        `${sections}/${section.id}/lessons`,
        body,
      );
      if (answer.status !== 201) throw new Error(`lesson create answered ${answer.status}`);
      return answer.body;
    };
    const video = await lesson({ title: LESSON, kind: 'video' });
    await lesson({ title: 'Free cash flow', kind: 'text', body: '<p>What is left over.</p>' });
    const upload = await uploadVideo(admin, (await sampleVideo(VIDEO_SECONDS)).bytes);
    await videoOnLesson(admin, workshop.id, section.id, video.id, upload);
    await admin.context().close();
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  /** The learner signed in again in a new browser. */
  async function learnerOnNewDevice(options: BrowserContextOptions): Promise<Page> {
    const page = await (await browser.newContext(options)).newPage();
    await page.goto(`${shop.url}/about`);
    await signInInPage(page, learnerEmail, PASSWORD);
    return page;
  }

  it('plays by keyboard from the classroom and reports where the learner paused (1280 px)', async () => {
    // The shop's own CSP stays on: hls.js must play under it.
    const page = await seatBuyerIn(
      await browser.newContext({ viewport: DESKTOP }),
      shop.url,
      { workshop, batch },
      'video',
    );
    const errors = consoleErrors(page);
    learnerEmail = (await callApi<{ email: string }>(page, 'GET', '/users/own')).body.email;
    await page.goto(`${shop.url}/my-learning`);
    await page
      .getByRole('article', { name: workshop.title })
      .getByRole('link', { name: 'Lessons and progress' })
      .click();
    const player = page.getByRole('group', { name: `Video: ${LESSON}` });
    await player.waitFor();
    lessonUrl = page.url();
    await frameShown(page, errors);
    await page.getByRole('status').filter({ hasText: 'Loading the video…' }).waitFor({
      state: 'detached',
    });
    expect(await currentTime(page)).toBe(0);
    // The watermark names the learner, out of the way of readers and pointers.
    const watermark = player.getByText(learnerEmail);
    expect(await watermark.getAttribute('aria-hidden')).toBe('true');
    expect(await watermark.evaluate((mark) => getComputedStyle(mark).pointerEvents)).toBe('none');

    await player.focus();
    await page.keyboard.press('k');
    await playedPast(page, 3);
    const reported = page.waitForRequest(isProgressReport);
    await page.keyboard.press('k');
    const report = await reported;
    left = await currentTime(page);
    expect((await videoState(page)).paused).toBe(true);
    expect(left).toBeGreaterThanOrEqual(3);
    expect(left).toBeLessThan(4.5);
    const { position, watched } = report.postDataJSON() as {
      position: number;
      watched: [number, number][];
    };
    expect(position).toBe(Math.floor(left));
    expect(watched).toHaveLength(1);
    expect(watched[0]![0]).toBeLessThanOrEqual(1);
    expect(watched[0]![1]).toBe(Math.round(left));
    expect((await report.response())?.status()).toBe(200);
    expect(errors).toEqual([]);
    await screenshot(page, 'video-lesson-1280');
    await page.context().close();
  });

  it('starts on another device where the learner left it, and counts as done once seen out', async () => {
    const page = await learnerOnNewDevice({ viewport: DESKTOP });
    const errors = consoleErrors(page);
    const files: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/playback/')) files.push(new URL(request.url()).pathname);
    });
    await page.goto(lessonUrl);
    await frameShown(page, errors);
    expect(Math.abs((await currentTime(page)) - left)).toBeLessThan(2);
    const contents = page.getByRole('navigation', { name: 'Course content' });
    await contents.getByText('0 % complete').waitFor();

    await page.getByLabel('Speed').selectOption('2');
    await page.getByRole('group', { name: `Video: ${LESSON}` }).focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('video')!.ended);
    // The server counts it done (90 % of its seconds seen, over both devices); the page follows.
    await page.getByRole('article', { name: LESSON }).getByText('Done', { exact: true }).waitFor();
    await contents.getByText('50 % complete').waitFor();
    await contents.getByRole('link', { name: new RegExp(`${LESSON}.*Done`) }).waitFor();

    playbackFiles = {
      playlist: files.find((file) => file.endsWith('/master.m3u8'))!,
      key: files.find((file) => file.endsWith('/key'))!,
    };
    expect(playbackFiles.playlist).toBeDefined();
    expect(playbackFiles.key).toBeDefined();
    // The learner's own session may still read them.
    expect(await statusesFor(page, Object.values(playbackFiles))).toEqual([200, 200]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("refuses the learner's playlist and key to another customer", async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await page.goto(`${shop.url}/about`);
    await signUpInPage(page, uniqueEmail('other-customer'));
    expect(await statusesFor(page, Object.values(playbackFiles))).toEqual([403, 403]);
    await page.context().close();
  });

  it('stops for a newer playback, plays again on "Watch here", and fits 375 px', async () => {
    // axe is put into the page as a script, which the shop's CSP would refuse.
    const page = await learnerOnNewDevice({ viewport: MOBILE, bypassCSP: true });
    // The player's files wait until two newer playbacks of the account (the lesson opened twice more)
    // have stopped this one, the oldest: a short video loads whole at once, and would play on.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/playback/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(lessonUrl);
    const player = page.getByRole('group', { name: `Video: ${LESSON}` });
    await player.waitFor();
    const { pathname, searchParams } = new URL(lessonUrl);
    const lessonApi = `/api/enrolments/${pathname.split('/').at(-1)}/lessons/${searchParams.get('lesson')}`;
    for (let opened = 0; opened < 2; opened += 1) {
      const status = await page.evaluate(async (url) => (await fetch(url)).status, lessonApi);
      expect(status).toBe(200);
    }
    release();
    const stopped = page
      .getByRole('alert')
      .filter({ hasText: 'playing on too many other devices' });
    await stopped.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await screenshot(page, 'video-lesson-stopped-375');

    await stopped.getByRole('button', { name: 'Watch here' }).click();
    await playedPast(page, 0.5);
    await stopped.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect((await player.boundingBox())!.width).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);

    // The player kept the focus "Watch here" had: its keys answer.
    expect(await player.evaluate((frame) => frame === document.activeElement)).toBe(true);
    await page.keyboard.press('m');
    expect((await videoState(page)).muted).toBe(true);
    const from = await currentTime(page);
    await page.keyboard.press('ArrowRight');
    await playedPast(page, from + 4);
    await page.keyboard.press('j');
    await page.waitForFunction(
      (time) => document.querySelector('video')!.currentTime < time,
      from + 3,
    );
    await page.keyboard.press('Space');
    expect((await videoState(page)).paused).toBe(true);
    await screenshot(page, 'video-lesson-375');
    await page.context().close();
  });
});
