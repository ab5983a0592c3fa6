import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { pino } from 'pino';
import { z } from 'zod';
import { createErrorHandler, notFoundHandler } from '../src/http/errorHandler.ts';
import { errorBodySchema } from '../src/openapi.ts';
import { BASE } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ env: { BODY_LIMIT_BYTES: '2048' }, seed: false });
});
afterAll(() => context.close());

describe('error body of ARCHITECTURE §4', () => {
  it('answers an unknown route and an unknown method with 404 NOT_FOUND in Spanish', async () => {
    for (const [method, path] of [
      ['GET', '/no-existe'],
      ['PUT', '/'],
      ['GET', '/auth/exchange'],
    ] as const) {
      const response = await context.app.request(`${BASE}${path}`, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({
        errorCode: 'NOT_FOUND',
        message: 'No se encontró el recurso solicitado.',
      });
    }
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await context.app.request(`${BASE}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: 'x'.repeat(5000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errorCode: 'PAYLOAD_TOO_LARGE',
      message: 'La solicitud es demasiado grande.',
    });
  });

  it('answers malformed JSON of every shape with 400, never 500', async () => {
    for (const body of ['{', '{"idToken":}', 'null', '[]', '"texto"', '']) {
      const response = await context.app.request(`${BASE}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status, `body ${JSON.stringify(body)}`).toBe(400);
      expect(errorBodySchema.parse(await response.json()).errorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('turns an unexpected failure into 500 INTERNAL without leaking the cause, and logs it', async () => {
    const logged: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const app = new Hono();
    app.get('/falla', () => {
      throw new Error('connection to 10.0.0.5 refused: password=secreto');
    });
    app.notFound(notFoundHandler);
    app.onError(createErrorHandler(logger));
    const response = await app.request('/falla');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secreto|10\.0\.0\.5/);
    expect(JSON.parse(text)).toEqual({
      errorCode: 'INTERNAL',
      message: 'Ocurrió un error inesperado. Por favor intenta nuevamente.',
    });
    expect(logged).toHaveLength(1);
  });

  it('documents the same shape it sends', () => {
    expect(() => errorBodySchema.parse({ errorCode: 'NOPE', message: 'x' })).toThrow(z.ZodError);
  });
});
