// Every API module, mounted under /api.
import type { FastifyInstance } from 'fastify';
import {
  publicCatalogue,
  type PublicCatalogue,
} from './modules/catalogue/public-catalogue.service';
import { authRoutes } from './modules/auth/auth.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { productRoutes } from './modules/catalogue/product.routes';
import { healthRoutes } from './modules/health/health.routes';
import { orderRoutes } from './modules/orders/order.routes';
import { paymentRoutes } from './modules/payments/payment.routes';
import { uploadRoutes } from './modules/uploads/upload.routes';
import { userRoutes } from './modules/users/user.routes';
import { vitalsRoutes } from './modules/vitals/vitals.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shoppers' product reads, kept a few seconds and shared by the catalogue and cart routes. */
    catalogue: PublicCatalogue;
  }
}

export async function apiRoutes(api: FastifyInstance): Promise<void> {
  api.decorate('catalogue', publicCatalogue(api.db, api.config.catalogueCacheMs));
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(userRoutes);
  await api.register(productRoutes);
  await api.register(uploadRoutes, { dir: api.config.uploadDir });
  await api.register(cartRoutes);
  await api.register(orderRoutes);
  await api.register(paymentRoutes);
  if (api.config.webVitals) await api.register(vitalsRoutes);
}
