// Every API module, mounted under /api.
import type { FastifyInstance } from 'fastify';
import { cartRoutes } from './modules/cart/cart.routes';
import { productRoutes } from './modules/catalogue/product.routes';
import { healthRoutes } from './modules/health/health.routes';
import { orderRoutes } from './modules/orders/order.routes';
import { paymentRoutes } from './modules/payments/payment.routes';
import { uploadRoutes } from './modules/uploads/upload.routes';

export async function apiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(productRoutes);
  await api.register(cartRoutes);
  await api.register(orderRoutes);
  await api.register(paymentRoutes);
  await api.register(uploadRoutes, { dir: api.config.uploadDir });
}
