// The curriculum page in Chromium: from a workshop's admin page, the admin adds sections and lessons
// through the page, moves a lesson by keyboard (focus staying on it) and others by dragging, as the
// server then keeps them; uploads a lesson's video made by ffmpeg, sees its progress reach 100 % and
// its state go from "Processing…" to "Ready" once the shop has transcoded it; and sees the server's
// refusal of a text file named .mp4. At 375 and 1280 px the page fits the screen with no accessibility
// violation. The tests run in order: each goes on from the one before.
import type { Curriculum } from '@kaushal/shared/curriculum';
import type { Product } from '@kaushal/shared/product';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { onlineWorkshop } from './support/learner';
import { closeShopInBrowser, openShopWithAdmin } from './support/shop-in-browser';
import type { ShopServer } from './support/shop-server';
import { ADMIN, callApi, signInInPage } from './support/shopper';
import { DESKTOP, MOBILE, screenshot } from './support/storefront';
import { sampleVideo } from './support/video';

const DAY = 24 * 60 * 60_000;
const VIDEO_LESSON = 'Reading a cash flow statement';
/** The shop's transcode job looks for work every 10 seconds; a short video takes a second or two. */
const TRANSCODED_WITHIN_MS = 60_000;

/** The page scrolls sideways when its content is wider than the window. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** What the element in focus says, a move button's hidden words included. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

describe('the curriculum page', () => {
  let shop: ShopServer;
  let browser: Browser;
  let workshop: Product;
  let admin: Page;

  beforeAll(async () => {
    let setup: Page;
    ({ shop, browser, admin: setup } = await openShopWithAdmin());
    const firstSession = Date.now() + 7 * DAY;
    ({ workshop } = await onlineWorkshop(
      setup,
      {
        title: `Cash Flow Forecasting ${Date.now()}`,
        description: 'Thirteen-week cash forecasts that a finance team trusts.',
        brand: 'Kaushal Finance',
        category: 'Finance',
        price: 3999,
      },
      'Weekend cohort',
      [{ startsAt: firstSession, endsAt: firstSession + 2 * 60 * 60_000 }],
      'https://meet.example.com/kaushal-cash-flow',
    ));
    await setup.context().close();
    admin = await adminAt(DESKTOP);
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  // axe-core runs as an inline script, which the shop's CSP rightly refuses.
  async function adminAt(viewport: { width: number; height: number }): Promise<Page> {
    const page = await (await browser.newContext({ viewport, bypassCSP: true })).newPage();
    await page.goto(`${shop.url}/about`);
    await signInInPage(page, ADMIN.email, ADMIN.password);
    return page;
  }

  const curriculumPath = () => `/admin/products/${workshop.id}/curriculum`;
  const sectionItem = (page: Page, title: string) =>
    page
      .getByRole('list', { name: 'Sections' })
      .getByRole('listitem', { name: title, exact: true });
  const lessonItem = (page: Page, title: string) =>
    page.getByRole('listitem', { name: title, exact: true });
  const lessonTitles = (section: Locator) =>
    section.getByRole('heading', { level: 3 }).allTextContents();

  /** Each section's title with its lessons' titles, in order, as the server keeps them. */
  const orderOnServer = async (page: Page) => {
    const { body } = await callApi<Curriculum>(page, 'GET', `/products/${workshop.id}/curriculum`);
    return body.sections.map((section) => [
      section.title,
      section.lessons.map((lesson) => lesson.title),
    ]);
  };

  async function addSection(page: Page, title: string) {
    const form = page.getByRole('form', { name: 'Add a section' });
    await form.getByLabel('Section title').fill(title);
    await form.getByRole('button', { name: 'Add section' }).click();
    await sectionItem(page, title).waitFor();
  }

  /** Adds a lesson to `section` through its dialog, filling the fields `fill` is given. */
  async function addLesson(
    page: Page,
    section: string,
    title: string,
    fill: (dialog: Locator) => Promise<unknown>,
  ) {
    await sectionItem(page, section)
      .getByRole('button', { name: `Add lesson to “${section}”` })
      .click();
    const dialog = page.getByRole('dialog', { name: `New lesson in “${section}”` });
    await dialog.getByLabel('Lesson title').fill(title);
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Add lesson', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await lessonItem(page, title).waitFor();
  }

  it('adds sections and lessons, and moves them by keyboard and by dragging', async () => {
    await admin.goto(`${shop.url}/admin/product-detail/${workshop.id}`);
    await admin.getByRole('link', { name: 'Curriculum' }).click();
    await admin.waitForURL(`${shop.url}${curriculumPath()}`);
    await admin.getByRole('heading', { level: 1, name: 'Curriculum' }).waitFor();
    await admin
      .getByText('No sections yet. Add the first section below, then its lessons.')
      .waitFor();

    await addSection(admin, 'Start here');
    await addSection(admin, 'Week 1');
    await addLesson(admin, 'Start here', 'Welcome', async (dialog) => {
      await dialog.getByLabel('Lesson type').selectOption('text');
      await dialog.getByLabel('Text (HTML)').fill('<p>Why cash, not profit, runs a business.</p>');
      await dialog.getByLabel('Duration (seconds)').fill('120');
      await dialog.getByLabel('Free preview').check();
    });
    await addLesson(admin, 'Start here', 'The template', async (dialog) => {
      await dialog.getByLabel('Lesson type').selectOption('link');
      await dialog.getByLabel('Link address').fill('https://example.com/cash-flow-template');
      await dialog.getByLabel('Opens after (days)').fill('3');
    });
    await lessonItem(admin, 'Welcome').getByText('Text · 2 min · Free preview').waitFor();
    await lessonItem(admin, 'The template').getByText('Link · Opens after 3 days').waitFor();
    expect(await orderOnServer(admin)).toEqual([
      ['Start here', ['Welcome', 'The template']],
      ['Week 1', []],
    ]);

    // By keyboard: "Move down" twice takes Welcome below The template, then into Week 1, and focus
    // stays on the lesson moved, on its other button once it has reached the end.
    const start = sectionItem(admin, 'Start here');
    const week1 = sectionItem(admin, 'Week 1');
    await admin.getByRole('button', { name: 'Move “Welcome” down' }).focus();
    await admin.keyboard.press('Enter');
    await expect.poll(() => lessonTitles(start)).toEqual(['The template', 'Welcome']);
    // Focus comes back to the moved lesson once the page has drawn it in its new place.
    await expect.poll(() => focusedText(admin)).toBe('Move “Welcome” down');
    await admin.keyboard.press('Enter');
    await expect.poll(() => lessonTitles(week1)).toEqual(['Welcome']);
    await expect.poll(() => focusedText(admin)).toBe('Move “Welcome” up');
    await expect
      .poll(() => orderOnServer(admin))
      .toEqual([
        ['Start here', ['The template']],
        ['Week 1', ['Welcome']],
      ]);

    // By dragging: Welcome by its grip onto the top half of The template, back in the first section;
    // then Week 1 above Start here. Both ends of each drag are on the screen: scrolling once the
    // mouse button is down would stop the drag from starting.
    await admin
      .getByRole('list', { name: 'Sections' })
      .evaluate((list) => list.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await admin
      .getByTitle('Drag “Welcome” to move it')
      .dragTo(lessonItem(admin, 'The template'), { targetPosition: { x: 40, y: 6 } });
    await expect.poll(() => lessonTitles(start)).toEqual(['Welcome', 'The template']);
    await admin
      .getByTitle('Drag “Week 1” to move it')
      .dragTo(start, { targetPosition: { x: 40, y: 6 } });
    await expect
      .poll(() =>
        admin
          .getByRole('list', { name: 'Sections' })
          .getByRole('heading', { level: 2 })
          .allTextContents(),
      )
      .toEqual(['Week 1', 'Start here']);
    await expect
      .poll(() => orderOnServer(admin))
      .toEqual([
        ['Week 1', []],
        ['Start here', ['Welcome', 'The template']],
      ]);
    await admin.getByText('2 sections · 2 lessons · 2 min').waitFor();

    // A section renamed, then deleted with its lesson once the admin confirms.
    await addSection(admin, 'Scratch');
    await addLesson(admin, 'Scratch', 'Draft', (dialog) =>
      dialog.getByLabel('Lesson type').selectOption('video'),
    );
    await admin.getByRole('button', { name: 'Rename section “Scratch”' }).click();
    const rename = admin.getByRole('dialog', { name: 'Rename “Scratch”' });
    await rename.getByLabel('Section title').fill('Appendix');
    await rename.getByRole('button', { name: 'Save' }).click();
    await sectionItem(admin, 'Appendix').waitFor();
    await admin.getByRole('button', { name: 'Delete section “Appendix”' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete section' });
    await confirm
      .getByText(
        'Delete the section “Appendix” and its 1 lesson? Learners will no longer see them.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await sectionItem(admin, 'Appendix').waitFor({ state: 'detached' });
    // Focus goes to the totals the deletion changed, not to the top of the page.
    await expect.poll(() => focusedText(admin)).toBe('2 sections · 2 lessons · 2 min');
    expect(await orderOnServer(admin)).toEqual([
      ['Week 1', []],
      ['Start here', ['Welcome', 'The template']],
    ]);
  });

  it('uploads a video with its progress, shows it processing then ready, and shows a refusal', async () => {
    await addLesson(admin, 'Week 1', VIDEO_LESSON, (dialog) =>
      dialog.getByLabel('Lesson type').selectOption('video'),
    );
    const lesson = lessonItem(admin, VIDEO_LESSON);
    await lesson.getByText('No video yet').waitFor();

    const { path } = await sampleVideo(8);
    await lesson.getByLabel(`Upload video for “${VIDEO_LESSON}”`).setInputFiles(path);
    const progress = lesson.getByRole('progressbar', {
      name: `Upload of lesson.mp4 for “${VIDEO_LESSON}”`,
    });
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
    await lesson.getByText('Uploaded lesson.mp4').waitFor();
    await lesson.getByText('Processing…').waitFor();
    await screenshot(admin, 'admin-curriculum-processing-1280');
    // The page reads the curriculum again every few seconds while a video is processing.
    await lesson.getByText('Ready · 8 s').waitFor({ timeout: TRANSCODED_WITHIN_MS });

    // A text file named and typed as a video goes up, and the server's check refuses it in its words;
    // the lesson keeps its video.
    await lesson.getByLabel(`Replace video for “${VIDEO_LESSON}”`).setInputFiles({
      name: 'notes.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('Week 1 notes: this is text, not a video.\n'),
    });
    await lesson.getByRole('alert').getByText('This file is not a video we can read.').waitFor();
    await lesson.getByText('Ready · 8 s').waitFor();
    await screenshot(admin, 'admin-curriculum-refused-1280');
  }, 150_000);

  it.each([
    ['375', MOBILE],
    ['1280', DESKTOP],
  ])('fits %s px with no accessibility violation', async (width, viewport) => {
    const page = await adminAt(viewport);
    await page.goto(`${shop.url}${curriculumPath()}`);
    await lessonItem(page, VIDEO_LESSON).getByText('Ready · 8 s').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `admin-curriculum-${width}`);

    // The lesson dialog too.
    await sectionItem(page, 'Start here')
      .getByRole('button', { name: 'Edit lesson “Welcome”' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit “Welcome”' });
    await dialog.getByLabel('Text (HTML)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
