// Every API module, mounted under /api.
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './modules/auth/auth.routes';
import { productRoutes } from './modules/catalogue/product.routes';
import { healthRoutes } from './modules/health/health.routes';
import { userRoutes } from './modules/users/user.routes';

export async function apiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(productRoutes);
  await api.register(authRoutes);
  await api.register(userRoutes);
}
