// The signed-in user's own record: read it, and change its name and saved addresses.
import { idParamsSchema, userSchema, userUpdateSchema } from '@kaushal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/no-store';
import { requireUser } from '../../plugins/authentication';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app;
  app.addHook('onSend', noStore);
  // Signed-out callers learn nothing, not even whether their body would have been valid.
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get('/users/own', { schema: { response: { 200: userSchema } } }, (request) =>
    users.get(requireUser(request).id),
  );

  app.patch(
    '/users/:id',
    { schema: { params: idParamsSchema, body: userUpdateSchema, response: { 200: userSchema } } },
    (request) => users.update(requireUser(request), Number(request.params.id), request.body),
  );
};
