// The response contract check on a tiny app: a route leaking a field, or missing one, fails loudly; a
// route answering its schema, JSON sent as text, and the error bodies pass.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { sendJson } from '../lib/send-json';
import { errorHandler } from './error-handler';
import { responseContract } from './response-contract';

const itemSchema = z.object({
  id: z.string(),
  tags: z.array(z.object({ name: z.string() })),
  owner: z.object({ name: z.string() }).nullable(),
});

describe('response contract', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandler);
    await app.register(responseContract);
    const schema = { response: { 200: itemSchema } };
    const item = { id: '1', tags: [{ name: 'a' }], owner: { name: 'Asha' } };
    app.get('/right', { schema }, () => item);
    app.get('/right-as-text', { schema }, (_request, reply) =>
      sendJson(reply, JSON.stringify(item)),
    );
    app.get('/extra-field', { schema }, (_request, reply) =>
      sendJson(reply, JSON.stringify({ ...item, owner: { name: 'Asha', passwordHash: 'x' } })),
    );
    app.get('/missing-field', { schema }, (_request, reply) =>
      sendJson(reply, JSON.stringify({ id: '1', owner: null })),
    );
    app.get('/undeclared', (_request, reply) => sendJson(reply, JSON.stringify(item)));
    app.get('/refused', { schema }, () => {
      throw new AppError('NOT_FOUND', 'Item 1 was not found');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };

  it('passes responses that answer their schema, sent as objects or as JSON text', async () => {
    expect(await get('/right')).toMatchObject({ status: 200, body: { id: '1' } });
    expect(await get('/right-as-text')).toMatchObject({ status: 200, body: { id: '1' } });
  });

  it('fails a field the schema does not name, even deep inside, with 500 naming it', async () => {
    const answer = await get('/extra-field');
    expect(answer.status).toBe(500);
    expect(answer.body.message).toMatch(/GET \/extra-field answered 200 .*passwordHash.*owner/s);
  });

  it('fails a missing field', async () => {
    const answer = await get('/missing-field');
    expect(answer.status).toBe(500);
    expect(answer.body.message).toMatch(/tags/);
  });

  it('fails JSON from a route that declares no schema for the status', async () => {
    const answer = await get('/undeclared');
    expect(answer.status).toBe(500);
    expect(answer.body.message).toMatch(/declares no response schema/);
  });

  it('checks error bodies against the error contract', async () => {
    expect(await get('/refused')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Item 1 was not found' },
    });
  });
});
