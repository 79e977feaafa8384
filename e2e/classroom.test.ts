// The classroom in Chromium: a learner opens their workshop's lessons from My Learning, reads a text
// lesson, marks it done and sees the progress move, moves on by keyboard, finds a dripped lesson locked
// with its opening day in IST, and keeps their ticks on another visit; at 375 and 1280 px, with no
// accessibility violation.
import type { AdminBatch } from '@kaushal/shared/batch';
import type { Lesson, Section } from '@kaushal/shared/curriculum';
import type { Product } from '@kaushal/shared/product';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { onlineWorkshop, seatBuyerIn } from './support/learner';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import type { ShopServer } from './support/shop-server';
import { callApi } from './support/shopper';
import { DESKTOP, MOBILE, screenshot } from './support/storefront';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const IST_OFFSET = 5.5 * HOUR;

describe('the classroom', () => {
  let shop: ShopServer;
  let browser: Browser;
  let workshop: Product;
  let batch: AdminBatch;
  // The batch meets at 10:00 IST two days on; the dripped lesson opens three IST days after that.
  const istMidnight = Math.floor((Date.now() + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
  const firstSession = istMidnight + 2 * DAY + 10 * HOUR;
  const opensOn = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(istMidnight + 5 * DAY);

  beforeAll(async () => {
    let admin: Page;
    ({ shop, browser, admin } = await openShopWithAdmin());
    ({ workshop, batch } = await onlineWorkshop(
      admin,
      {
        title: `Financial Modelling ${Date.now()}`,
        description: 'Three-statement models from a blank sheet.',
        brand: 'Kaushal Finance',
        category: 'Finance',
        price: 4999,
      },
      'December cohort',
      [{ startsAt: firstSession, endsAt: firstSession + 3 * HOUR }],
      'https://meet.example.com/kaushal-models',
    ));
    const sections = `/products/${workshop.id}/sections`;
    const section = async (title: string) =>
      (await callApi<Section>(admin, 'POST', sections, { title })).body.id;
    const lesson = async (sectionId: string, body: object) => {
      const answer = await callApi<Lesson>(admin, 'POST', `${sections}/${sectionId}/lessons`, body);
      if (answer.status !== 201) throw new Error(`lesson create answered ${answer.status}`);
    };
    const start = await section('Start here');
    await lesson(start, {
      title: 'How a model flows',
      kind: 'text',
      body: '<h2>Three statements</h2><p>Every model links the income statement, balance sheet and cash flow.</p><ul><li>Inputs</li><li>Calculations</li><li>Outputs</li></ul>',
      durationSeconds: 300,
    });
    await lesson(start, {
      title: 'The template',
      kind: 'link',
      url: 'https://example.com/kaushal-model-template',
    });
    const week2 = await section('Week 2');
    await lesson(week2, {
      title: 'Scenarios',
      kind: 'text',
      body: '<p>Best, base and worst cases.</p>',
      dripDays: 3,
    });
    await admin.context().close();
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  async function learnerInClassroom(viewport: typeof DESKTOP): Promise<Page> {
    // axe is put into the page as a script, which the shop's CSP would refuse.
    const context = await browser.newContext({ viewport, bypassCSP: true });
    const page = await seatBuyerIn(context, shop.url, { workshop, batch }, 'classroom');
    await page.goto(`${shop.url}/my-learning`);
    await page
      .getByRole('article', { name: workshop.title })
      .getByRole('link', { name: 'Lessons and progress' })
      .click();
    await page.waitForURL(/\/my-learning\/\d+$/);
    await page.getByRole('heading', { level: 1, name: workshop.title }).waitFor();
    return page;
  }

  const progressOf = async (page: Page) =>
    page.getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuenow');

  it.each([
    ['1280', DESKTOP],
    ['375', MOBILE],
  ])(
    'teaches a text lesson, counts it done, and locks a dripped one until its day (%s px)',
    async (width, viewport) => {
      const page = await learnerInClassroom(viewport);
      const lesson = page.getByRole('article', { name: 'How a model flows' });
      await lesson.getByRole('heading', { name: 'Three statements' }).waitFor();
      await lesson.getByText('Every model links the income statement').waitFor();
      expect(await lesson.getByRole('listitem').allTextContents()).toEqual([
        'Inputs',
        'Calculations',
        'Outputs',
      ]);
      expect(await progressOf(page)).toBe('0');

      const contents = page.getByRole('navigation', { name: 'Course content' });
      const later = contents.getByRole('listitem').filter({ hasText: 'Scenarios' });
      await later.getByText(`Opens ${opensOn}`).waitFor();
      expect(await later.getByRole('link').count()).toBe(0);
      await screenshot(page, `classroom-lesson-${width}`);
      expect(await axeViolations(page)).toEqual([]);

      await lesson.getByRole('button', { name: 'Mark as done' }).click();
      await lesson.getByText('Done', { exact: true }).waitFor();
      await contents.getByText('33 % complete').waitFor();
      expect(await progressOf(page)).toBe('33');

      // On by keyboard: the next lesson from the course's contents.
      await contents.getByRole('link', { name: /The template/ }).focus();
      await page.keyboard.press('Enter');
      const template = page.getByRole('article', { name: 'The template' });
      const link = template.getByRole('link', { name: 'Open the link (new tab)' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('https://example.com/kaushal-model-template');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(
        await contents.getByRole('link', { name: /The template/ }).getAttribute('aria-current'),
      ).toBe('page');

      // Kept by the server: another visit shows the tick and the progress.
      await page.reload();
      await contents.getByText('33 % complete').waitFor();
      await contents.getByRole('link', { name: /How a model flows.*Done/ }).waitFor();
      await screenshot(page, `classroom-next-${width}`);
      await page.context().close();
    },
  );
});
