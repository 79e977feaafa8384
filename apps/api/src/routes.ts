// Every API module, mounted under /api.
import type { FastifyInstance } from 'fastify';
import { productRoutes } from './modules/catalogue/product.routes';
import { healthRoutes } from './modules/health/health.routes';

export async function apiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(productRoutes);
}
