// Every API module, mounted under /api.
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './modules/auth/auth.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { productRoutes } from './modules/catalogue/product.routes';
import { healthRoutes } from './modules/health/health.routes';
import { orderRoutes } from './modules/orders/order.routes';
import { paymentRoutes } from './modules/payments/payment.routes';
import { uploadRoutes } from './modules/uploads/upload.routes';
import { userRoutes } from './modules/users/user.routes';

export async function apiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(userRoutes);
  await api.register(productRoutes);
  await api.register(uploadRoutes, { dir: api.config.uploadDir });
  await api.register(cartRoutes);
  await api.register(orderRoutes);
  await api.register(paymentRoutes);
}
