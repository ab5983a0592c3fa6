import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pino } from 'pino';
import { messages } from '@siipro/domain';
import { createErrorHandler, errorBodySchema } from '@siipro/server';
import { recogniseConnectionFailure } from '../src/db/connectionFailure.ts';
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

  it('answers a database out of reach (refused, shut down, starting up, cut) with 503 in Spanish, not 500', async () => {
    const logged: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
    const wrapped = (cause: Error) => new Error('Failed query: insert …', { cause });
    const failures: Record<string, Error> = {
      '/rechazada': wrapped(failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
      '/apagado': wrapped(failure('terminating connection due to administrator command', '57P01')),
      '/arrancando': failure('the database system is starting up', '57P03'),
      '/cortada': wrapped(failure('Connection terminated unexpectedly')),
      '/conexion': failure('connection failure', '08006'),
    };
    const app = new Hono();
    for (const [path, error] of Object.entries(failures)) {
      app.get(path, () => {
        throw error;
      });
    }
    app.get('/otra', () => {
      throw failure('duplicate key value violates unique constraint', '23505');
    });
    app.onError(createErrorHandler(logger, { recognise: recogniseConnectionFailure }));
    for (const path of Object.keys(failures)) {
      const response = await app.request(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('5');
      expect(await response.json()).toEqual({
        errorCode: 'SERVICE_UNAVAILABLE',
        message: messages.errors.byCode.SERVICE_UNAVAILABLE,
      });
    }
    expect(logged.map((line) => line.msg)).toEqual(Object.keys(failures).map(() => 'database unavailable'));
    expect((await app.request('/otra')).status).toBe(500);
  });

  it('answers 503 for a query through the real driver when nothing listens on the server’s port', async () => {
    // A port that was free a moment ago: the driver's connection is refused, as during a server restart.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const pool = new pg.Pool({ host: '127.0.0.1', port });
    const db = drizzle({ client: pool });
    const app = new Hono();
    app.get('/consulta', async (c) => c.json(await db.execute(sql`select 1`)));
    app.onError(createErrorHandler(pino({ level: 'silent' }), { recognise: recogniseConnectionFailure }));
    const response = await app.request('/consulta');
    await pool.end();
    expect(response.status).toBe(503);
    expect(errorBodySchema.parse(await response.json()).errorCode).toBe('SERVICE_UNAVAILABLE');
  });
});
