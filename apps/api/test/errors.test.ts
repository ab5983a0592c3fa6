import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { pino } from 'pino';
import { createErrorHandler, errorBodySchema } from '@siipro/server';
import { recogniseDataException } from '../src/db/dataException.ts';
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

  it('answers a value the database refuses (SQLSTATE class 22) as 400, also when drizzle wraps it, and logs it', async () => {
    const logged: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const app = new Hono();
    const databaseError = (code: string, message: string) => Object.assign(new Error(message), { code });
    app.get('/nul', () => {
      throw databaseError('22021', 'invalid byte sequence for encoding "UTF8": 0x00');
    });
    app.get('/envuelto', () => {
      throw new Error('Failed query: select …', {
        cause: databaseError('22008', 'date/time field value out of range'),
      });
    });
    app.get('/otra-clase', () => {
      throw databaseError('23505', 'duplicate key value violates unique constraint');
    });
    app.get('/node', () => {
      throw Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    });
    app.onError(createErrorHandler(logger, { recognise: recogniseDataException }));
    for (const path of ['/nul', '/envuelto']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({
        errorCode: 'VALIDATION_ERROR',
        message: 'Los datos enviados no son válidos.',
      });
    }
    expect(logged.map((line) => line.msg)).toEqual(['input refused by the database', 'input refused by the database']);
    // Any other failure of the database (or of anything else) stays a 500.
    expect((await app.request('/otra-clase')).status).toBe(500);
    expect((await app.request('/node')).status).toBe(500);
  });
});
