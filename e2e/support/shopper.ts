// Shared steps of the browser tests: API calls with the page's session (signing in, ordering), the
// address form, the test gateway's card dialog, and the alerts a page raises.
import type { Locator, Page } from 'playwright-core';

/** The admin account the admin tests start the shop with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@kaushal.example', password: 'Admin2Run!' };

export interface Reply<T> {
  status: number;
  body: T;
}

/** Calls the shop's API from inside the page, so the request carries the signed-in session. */
export async function callApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<Reply<T>> {
  return page.evaluate(
    async ([verb, url, payload]) => {
      const response = await fetch(`/api${url}`, {
        method: verb,
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    [method, path, body] as const,
  );
}

export interface CatalogueProduct {
  id: string;
  title: string;
  category: string;
  discountPrice: number;
}

/** The first workshops of the public list, in the order the list shows them. */
export async function listedProducts(shopUrl: string): Promise<CatalogueProduct[]> {
  const response = await fetch(`${shopUrl}/api/products2?_page=1&_limit=10`);
  if (!response.ok) throw new Error(`product list answered ${response.status}`);
  return (await response.json()) as CatalogueProduct[];
}

export async function addToCartByApi(page: Page, productId: string, quantity = 1) {
  const reply = await callApi(page, 'POST', '/cart', { product: productId, quantity });
  if (reply.status !== 201) throw new Error(`cart add answered ${reply.status}`);
}

/** Signs in through the API from inside the page, so the browser holds the session. */
export async function signInInPage(page: Page, email: string, password: string) {
  const reply = await callApi(page, 'POST', '/auth/login', { email, password });
  if (reply.status !== 200) throw new Error(`login answered ${reply.status}`);
}

export interface TestAddress {
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  pinCode: string;
}

export const ADDRESS: TestAddress = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560001',
};

/** Fills the address form found inside `scope` (a form, or a section holding one). */
export async function fillAddress(scope: Locator, address: TestAddress) {
  await scope.getByLabel('Full name').fill(address.name);
  await scope.getByLabel('Email address').fill(address.email);
  await scope.getByLabel('Phone').fill(address.phone);
  await scope.getByLabel('Street address').fill(address.street);
  await scope.getByLabel('City').fill(address.city);
  await scope.getByLabel('State').selectOption(address.state);
  await scope.getByLabel('PIN code').fill(address.pinCode);
}

/** The checkout's button that places the order and pays it: "Pay ₹12,997.00" once the total is known. */
/** The order summary's Pay button (on a phone the pay bar offers another while it is out of view). */
export const payButton = (page: Page): Locator =>
  page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: /^Pay ₹/ });

/** The test gateway's card dialog, once it is open. */
export async function paymentDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: /^Pay / });
  await dialog.waitFor();
  return dialog;
}

export async function payWithCard(dialog: Locator, number: string, expiry = '12/30') {
  await dialog.getByRole('radio', { name: 'Card' }).check();
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill(expiry);
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Name on card').fill('Asha Verma');
  await dialog.getByRole('button', { name: /^Pay / }).click();
}

export async function payWithUpi(dialog: Locator, vpa: string) {
  await dialog.getByRole('radio', { name: 'UPI' }).check();
  await dialog.getByLabel('UPI ID').fill(vpa);
  await dialog.getByRole('button', { name: /^Pay / }).click();
}

/** Accepts every `window.alert` from now on and keeps its text, in order. */
export function collectAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Puts one seat of the product in the signed-in customer's cart and orders it by card; the order id. */
export async function orderInPage(page: Page, productId: string): Promise<string> {
  await addToCartByApi(page, productId);
  const order = await callApi<{ id: string }>(page, 'POST', '/orders', {
    selectedAddress: ADDRESS,
    paymentMethod: 'card',
  });
  if (order.status !== 201) throw new Error(`ordering answered ${order.status}`);
  return order.body.id;
}
