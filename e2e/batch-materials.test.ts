// A batch's materials in Chromium: the admin uploads a PDF from the workshop's edit page (a refused
// file and a missing title say why), its learner downloads the same bytes, and the admin deletes it.
import type { Enrolment } from '@kaushal/shared/enrolment';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeShopInBrowser, openShopInBrowser } from './support/shop-in-browser';
import type { ShopServer } from './support/shop-server';
import {
  ADDRESS,
  ADMIN,
  addToCartByApi,
  callApi,
  listedProducts,
  signInInPage,
} from './support/shopper';
import { openPage, screenshot, signUpInPage, uniqueEmail } from './support/storefront';

/** A one-page PDF as a PDF writer lays it out. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

describe('batch materials', () => {
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = await openShopInBrowser({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }));
  });
  afterAll(() => closeShopInBrowser({ shop, browser }));

  /** A learner with one paid seat of the first listed workshop, and that enrolment. */
  async function learnerWithSeat(admin: Page): Promise<{ learner: Page; enrolment: Enrolment }> {
    const learner = await openPage(browser);
    await learner.goto(`${shop.url}/about`);
    await signUpInPage(learner, uniqueEmail('learner'));
    const [workshop] = await listedProducts(shop.url);
    if (!workshop) throw new Error('the catalogue is empty');
    await addToCartByApi(learner, workshop.id);
    const order = await callApi<{ id: string }>(learner, 'POST', '/orders', {
      selectedAddress: ADDRESS,
      paymentMethod: 'card',
    });
    const paid = await callApi(admin, 'PATCH', `/orders/${order.body.id}`, {
      paymentStatus: 'received',
    });
    expect(paid.status).toBe(200);
    const { body } = await callApi<Enrolment[]>(learner, 'GET', '/enrolments');
    const enrolment = body.find((e) => e.orderId === order.body.id);
    if (!enrolment) throw new Error('the paid order enrolled nobody');
    return { learner, enrolment };
  }

  it('uploads a PDF for a batch’s learners, who download it, and deletes it', async () => {
    const admin = await openPage(browser);
    await admin.goto(`${shop.url}/about`);
    await signInInPage(admin, ADMIN.email, ADMIN.password);
    const { learner, enrolment } = await learnerWithSeat(admin);

    await admin.goto(`${shop.url}/admin/product-form/edit/${enrolment.workshop.id}`);
    await admin
      .getByRole('button', { name: `Materials of ${enrolment.batch.name}`, exact: true })
      .click();
    const panel = admin.getByRole('form', {
      name: `Upload material for ${enrolment.batch.name}`,
    });
    await admin.getByText('No materials yet.', { exact: false }).waitFor();

    // Checked before sending: a title is needed.
    const fileInput = panel.getByLabel('File');
    await fileInput.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: PDF });
    await panel.getByRole('button', { name: 'Upload material' }).click();
    await panel.getByText('Give the material a title').waitFor();

    // The server judges the bytes: text named .pdf is refused, in its words.
    await panel.getByLabel('Title').fill('Not really a PDF');
    await fileInput.setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('plain text'),
    });
    await panel.getByRole('button', { name: 'Upload material' }).click();
    await panel
      .getByText(
        'Only PDF files and PowerPoint, Word or Excel documents (.pptx, .docx, .xlsx) can be attached',
        { exact: false },
      )
      .waitFor();

    await panel.getByLabel('Title').fill('Week 1 notes');
    await fileInput.setInputFiles({
      name: 'Week 1 notes.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await panel.getByRole('button', { name: 'Upload material' }).click();
    const list = admin.getByRole('list', { name: `Materials of ${enrolment.batch.name}` });
    await list.getByText('Week 1 notes.pdf · 1 KB').waitFor();
    expect(await panel.getByLabel('Title').inputValue()).toBe('');
    await screenshot(admin, 'batch-materials-admin-1280');

    const { body: seen } = await callApi<Enrolment>(learner, 'GET', `/enrolments/${enrolment.id}`);
    const [material] = seen.materials;
    expect(material).toMatchObject({ title: 'Week 1 notes', fileName: 'Week 1 notes.pdf' });
    const download = await learner.request.get(
      `${shop.url}/api/enrolments/${enrolment.id}/materials/${material?.id}`,
    );
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toBe(
      "attachment; filename*=UTF-8''Week%201%20notes.pdf",
    );
    expect((await download.body()).equals(PDF)).toBe(true);

    await list.getByRole('button', { name: 'Delete Week 1 notes' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete material' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await admin.getByText('No materials yet.', { exact: false }).waitFor();
    const gone = await learner.request.get(
      `${shop.url}/api/enrolments/${enrolment.id}/materials/${material?.id}`,
    );
    expect(gone.status()).toBe(404);
  });
});
