// Steps taken through the shop's API from inside a page, so the browser holds the session they make:
// signing in, and ordering a workshop as a customer would from the cart.
import type { Page } from 'playwright-core';

export const ADMIN = { email: 'admin@kaushal.example', password: 'Admin2Run!' };

async function postJson(
  page: Page,
  url: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([path, payload]) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    [url, body] as const,
  );
}

export async function signInInPage(page: Page, email: string, password: string) {
  const { status } = await postJson(page, '/api/auth/login', { email, password });
  if (status !== 200) throw new Error(`login answered ${status}`);
}

export const SHIPPING_ADDRESS = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pinCode: '411001',
};

/** Puts one seat of the product in the signed-in customer's cart and orders it by card; the order id. */
export async function orderInPage(page: Page, productId: string): Promise<string> {
  const cart = await postJson(page, '/api/cart', { product: productId, quantity: 1 });
  if (cart.status !== 201) throw new Error(`adding to the cart answered ${cart.status}`);
  const order = await postJson(page, '/api/orders', {
    selectedAddress: SHIPPING_ADDRESS,
    paymentMethod: 'card',
  });
  if (order.status !== 201) throw new Error(`ordering answered ${order.status}`);
  return (order.json as { id: string }).id;
}
