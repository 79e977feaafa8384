// Free previews on the course page, in Chromium: a visitor who is not signed in sees the workshop's
// curriculum with its lengths, opens the preview video by keyboard and watches it play in a dialog that
// Escape closes (focus back on its button), reads the text preview, and finds no preview of a lesson
// that is not free. At 375 and 1280 px the page and the open dialog fit the screen and show no
// accessibility violation.
import type { Lesson, Section } from '@kaushal/shared/curriculum';
import type { Product } from '@kaushal/shared/product';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { onlineWorkshop } from './support/learner';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import type { ShopServer } from './support/shop-server';
import { callApi } from './support/shopper';
import { DESKTOP, MOBILE, screenshot } from './support/storefront';
import { sampleVideo, uploadVideo, videoOnLesson } from './support/video';

const DAY = 24 * 60 * 60_000;
const VIDEO = 'Welcome to the workshop';
const TEXT = 'What you will build';
const PAID = 'Pivot tables in depth';

/** The errors the page logs from now on: a refusal by the shop's CSP among them. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const isFocused = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((button) => button === document.activeElement);

describe('free previews on the course page', () => {
  let shop: ShopServer;
  let browser: Browser;
  let workshop: Product;

  beforeAll(async () => {
    let admin: Page;
    ({ shop, browser, admin } = await openShopWithAdmin());
    const firstSession = Date.now() + 3 * DAY;
    ({ workshop } = await onlineWorkshop(
      admin,
      {
        title: `Spreadsheets ${Date.now()}`,
        description: 'From formulas to dashboards.',
        brand: 'Kaushal Analytics',
        category: 'Data Analytics',
        price: 2999,
      },
      'February cohort',
      [{ startsAt: firstSession, endsAt: firstSession + 2 * 60 * 60_000 }],
      'https://meet.example.com/kaushal-spreadsheets',
    ));
    const sections = `/products/${workshop.id}/sections`;
    const section = async (title: string) =>
      (await callApi<Section>(admin, 'POST', sections, { title })).body.id;
    const lesson = async (sectionId: string, body: object) => {
      const answer = await callApi<Lesson>(admin, 'POST', `${sections}/${sectionId}/lessons`, body);
      if (answer.status !== 201) throw new Error(`lesson create answered ${answer.status}`);
      return answer.body.id;
    };
    const start = await section('Getting started');
    const video = await lesson(start, { title: VIDEO, kind: 'video', preview: true });
    const deeper = await section('Going deeper');
    await lesson(deeper, {
      title: TEXT,
      kind: 'text',
      body: '<p>A sales dashboard that updates itself.</p>',
      preview: true,
      durationSeconds: 300,
    });
    await lesson(deeper, {
      title: PAID,
      kind: 'text',
      body: '<p>Only for learners.</p>',
      durationSeconds: 600,
    });
    const upload = await uploadVideo(admin, (await sampleVideo(8)).bytes);
    await videoOnLesson(admin, workshop.id, start, video, upload);
    await admin.context().close();
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  /** A visitor, not signed in, on the workshop's page with its curriculum shown. */
  async function visitorOnCoursePage(options: BrowserContextOptions): Promise<Page> {
    const page = await (await browser.newContext(options)).newPage();
    await page.goto(`${shop.url}/workshops/${workshop.slug}`);
    await page.getByRole('region', { name: 'Curriculum' }).waitFor();
    return page;
  }

  it('outlines the curriculum, plays the preview video by keyboard, and shows the text preview', async () => {
    // The shop's own CSP stays on: the preview must play under it.
    const page = await visitorOnCoursePage({ viewport: DESKTOP });
    const errors = consoleErrors(page);
    const curriculum = page.getByRole('region', { name: 'Curriculum' });
    await curriculum.getByText('2 sections · 3 lessons · 15 min').waitFor();
    const start = curriculum.getByRole('button', { name: /Getting started/ });
    const deeper = curriculum.getByRole('button', { name: /Going deeper/ });
    expect(await start.getAttribute('aria-expanded')).toBe('true');
    expect(await deeper.getAttribute('aria-expanded')).toBe('false');
    expect(await start.textContent()).toContain('1 lesson · 1 min');
    expect(await deeper.textContent()).toContain('2 lessons · 15 min');
    const videoRow = curriculum.getByText(VIDEO).locator('xpath=ancestor::li[1]');
    expect(await videoRow.textContent()).toContain('Video · 1 min');
    expect(await videoRow.textContent()).toContain('Free preview');

    // By keyboard: from the section's button to the lesson's Preview.
    await start.focus();
    await page.keyboard.press('Tab');
    expect(await isFocused(page, `Preview: ${VIDEO}`)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Preview: ${VIDEO}` });
    const player = dialog.getByRole('group', { name: `Video: ${VIDEO}` });
    await player.waitFor();
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2);
    await player.focus();
    await page.keyboard.press('k');
    await page.waitForFunction(() => document.querySelector('video')!.currentTime > 1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(page, `Preview: ${VIDEO}`)).toBe(true);

    await deeper.click();
    const paidRow = curriculum.getByText(PAID).locator('xpath=ancestor::li[1]');
    expect(await paidRow.textContent()).toContain('Reading · 10 min');
    expect(await paidRow.textContent()).not.toContain('Free preview');
    expect(await paidRow.getByRole('button').count()).toBe(0);
    await curriculum.getByRole('button', { name: `Preview: ${TEXT}` }).click();
    const text = page.getByRole('dialog', { name: `Preview: ${TEXT}` });
    await text.getByText('A sales dashboard that updates itself.').waitFor();
    await page.keyboard.press('Escape');
    await text.waitFor({ state: 'detached' });
    expect(await isFocused(page, `Preview: ${TEXT}`)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['375', MOBILE],
    ['1280', DESKTOP],
  ])(
    'fits %s px, with the preview open, and shows no accessibility violation',
    async (width, viewport) => {
      // axe is put into the page as a script, which the shop's CSP would refuse.
      const page = await visitorOnCoursePage({ viewport, bypassCSP: true });
      const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await scrollWidth()).toBe(viewport.width);
      await screenshot(page, `course-curriculum-${width}`);

      await page.getByRole('button', { name: `Preview: ${VIDEO}` }).click();
      const dialog = page.getByRole('dialog', { name: `Preview: ${VIDEO}` });
      await dialog.getByRole('group', { name: `Video: ${VIDEO}` }).waitFor();
      await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2);
      await page.getByRole('status').filter({ hasText: 'Loading the video…' }).waitFor({
        state: 'detached',
      });
      expect(await scrollWidth()).toBe(viewport.width);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `course-preview-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
