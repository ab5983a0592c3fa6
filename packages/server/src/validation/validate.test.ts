import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { pino } from 'pino';
import { z } from 'zod';
import { messages } from '@siipro/domain';
import { createErrorHandler } from '../errors/errorHandler.ts';
import { validate } from './validate.ts';

const bodySchema = z.object({
  email: z.string().email(),
  age: z.number().int().min(18),
  name: z.string({ error: 'El nombre es requerido.' }),
});

function app() {
  const app = new Hono()
    .post('/personas', validate('json', bodySchema), (c) => c.json(c.req.valid('json')))
    .get('/buscar', validate('query', z.object({ limit: z.coerce.number().int().max(100) })), (c) =>
      c.json(c.req.valid('query')),
    );
  app.onError(createErrorHandler(pino({ level: 'silent' })));
  return app;
}

const post = (body: string, contentType = 'application/json') =>
  app().request('/personas', { method: 'POST', headers: { 'content-type': contentType }, body });

describe('validate', () => {
  it('passes a valid body through, parsed', async () => {
    const response = await post(JSON.stringify({ email: 'ana@siipro.test', age: 30, name: 'Ana' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: 'ana@siipro.test', age: 30, name: 'Ana' });
  });

  it('answers 400 with one Spanish detail per field: the schema’s own words, else zod’s Spanish', async () => {
    const response = await post(JSON.stringify({ email: 'no-es-correo', age: 12.5 }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      errorCode: string;
      message: string;
      details: { path: string; message: string }[];
    };
    expect(body.errorCode).toBe('VALIDATION_ERROR');
    expect(body.message).toBe(messages.errors.byCode.VALIDATION_ERROR);
    expect(body.details.map((detail) => detail.path)).toEqual(['email', 'age', 'name']);
    expect(body.details[2]!.message).toBe('El nombre es requerido.');
    for (const detail of body.details) expect(detail.message).not.toMatch(/\b(Invalid|expected|received)\b/);
    expect(body.details[0]!.message).toMatch(/inválid/i);
  });

  it('makes a single problem the message itself', async () => {
    const response = await post(JSON.stringify({ email: 'ana@siipro.test', age: 30 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errorCode: 'VALIDATION_ERROR',
      message: 'El nombre es requerido.',
      details: [{ path: 'name', message: 'El nombre es requerido.' }],
    });
  });

  it('refuses a body that is not declared as JSON', async () => {
    const response = await post(JSON.stringify({ email: 'ana@siipro.test', age: 30, name: 'Ana' }), 'text/plain');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errorCode: 'VALIDATION_ERROR', message: messages.errors.jsonRequired });
    // A vendor JSON type with parameters is JSON.
    const vendor = await post(
      JSON.stringify({ email: 'ana@siipro.test', age: 30, name: 'Ana' }),
      'application/merge-patch+json; charset=utf-8',
    );
    expect(vendor.status).toBe(200);
  });

  it('answers malformed JSON of every shape with 400, never 500', async () => {
    for (const body of ['{', '{"email":}', 'null', '[]', '"texto"', '']) {
      const response = await post(body);
      expect(response.status, `body ${JSON.stringify(body)}`).toBe(400);
      expect(((await response.json()) as { errorCode: string }).errorCode).toBe('VALIDATION_ERROR');
    }
    expect(await (await post('{')).json()).toEqual({
      errorCode: 'VALIDATION_ERROR',
      message: messages.errors.malformedJson,
    });
  });

  it('validates other targets too, without asking for a content type', async () => {
    expect(await (await app().request('/buscar?limit=20')).json()).toEqual({ limit: 20 });
    const response = await app().request('/buscar?limit=500');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { details: { path: string }[] }).details).toMatchObject([{ path: 'limit' }]);
  });
});
