// Every API module, mounted under /api.
import type { FastifyInstance } from 'fastify';
import { productRoutes } from './modules/catalogue/product.routes';
import { healthRoutes } from './modules/health/health.routes';
import { uploadRoutes } from './modules/uploads/upload.routes';

export async function apiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(productRoutes);
  await api.register(uploadRoutes, { dir: api.config.uploadDir });
}
