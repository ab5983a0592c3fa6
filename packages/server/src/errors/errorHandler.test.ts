import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { pino } from 'pino';
import { z } from 'zod';
import { messages } from '@siipro/domain';
import { ApiError, errorBodySchema } from './apiError.ts';
import { createErrorHandler, notFoundHandler } from './errorHandler.ts';

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: { level: number; msg: string; requestId?: string; path?: string }[] = [];
  return { lines, logger: pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) }) };
}

function appThrowing(error: unknown, options: Parameters<typeof createErrorHandler>[1] = {}) {
  const { lines, logger } = recordingLogger();
  const app = new Hono();
  app.get('/falla', () => {
    throw error;
  });
  app.notFound(notFoundHandler);
  app.onError(createErrorHandler(logger, options));
  return { app, lines };
}

describe('ApiError', () => {
  it('carries the status of its code and the Spanish default text of domain', () => {
    const error = new ApiError('CONFLICT');
    expect(error.status).toBe(409);
    expect(error.toBody()).toEqual({ errorCode: 'CONFLICT', message: messages.errors.byCode.CONFLICT });
    expect(new ApiError('INVITE_REQUIRED').status).toBe(403);
  });

  it('keeps details only when there are some', () => {
    const body = new ApiError('VALIDATION_ERROR', 'Revisa el formulario.', [{ path: 'email', message: 'Falta.' }]);
    expect(body.toBody()).toEqual({
      errorCode: 'VALIDATION_ERROR',
      message: 'Revisa el formulario.',
      details: [{ path: 'email', message: 'Falta.' }],
    });
    expect(errorBodySchema.parse(body.toBody())).toEqual(body.toBody());
  });

  it('documents the shape it sends: an unknown code is not an error body', () => {
    expect(() => errorBodySchema.parse({ errorCode: 'NOPE', message: 'x' })).toThrow(z.ZodError);
  });
});

describe('createErrorHandler', () => {
  it('answers an ApiError with its status and body', async () => {
    const { app, lines } = appThrowing(new ApiError('PERMISSION_DENIED', 'No puedes.'));
    const response = await app.request('/falla');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ errorCode: 'PERMISSION_DENIED', message: 'No puedes.' });
    expect(lines).toEqual([]);
  });

  it('maps Hono’s own HTTP errors onto the codes of the contract', async () => {
    const cases: [HTTPException, number, string, string][] = [
      [
        new HTTPException(400, { message: 'Malformed JSON in request body' }),
        400,
        'VALIDATION_ERROR',
        messages.errors.malformedJson,
      ],
      [new HTTPException(400), 400, 'VALIDATION_ERROR', messages.errors.byCode.VALIDATION_ERROR],
      [new HTTPException(401), 401, 'UNAUTHENTICATED', messages.errors.byCode.UNAUTHENTICATED],
      [new HTTPException(413), 413, 'PAYLOAD_TOO_LARGE', messages.errors.byCode.PAYLOAD_TOO_LARGE],
      [new HTTPException(429), 429, 'RATE_LIMITED', messages.errors.byCode.RATE_LIMITED],
      [new HTTPException(418), 400, 'VALIDATION_ERROR', messages.errors.byCode.VALIDATION_ERROR],
      [new HTTPException(502), 500, 'INTERNAL', messages.errors.internal],
    ];
    for (const [exception, status, errorCode, message] of cases) {
      const response = await appThrowing(exception).app.request('/falla');
      expect(response.status, String(exception.status)).toBe(status);
      expect(await response.json()).toEqual({ errorCode, message });
    }
  });

  it('turns an unexpected failure into 500 INTERNAL without leaking the cause, and logs it', async () => {
    const { app, lines } = appThrowing(new Error('connection to 10.0.0.5 refused: password=secreto'));
    const response = await app.request('/falla');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secreto|10\.0\.0\.5/);
    expect(JSON.parse(text)).toEqual({
      errorCode: 'INTERNAL',
      message: 'Ocurrió un error inesperado. Por favor intenta nuevamente.',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'unhandled error', path: '/falla' });
  });

  it('lets a service recognise failures of its own, logged as warnings', async () => {
    const refused = Object.assign(new Error('value out of range'), { code: '22003' });
    const recognise = (error: unknown) =>
      error === refused ? { error: new ApiError('VALIDATION_ERROR'), logMessage: 'refused' } : undefined;
    const recognised = appThrowing(refused, { recognise });
    const response = await recognised.app.request('/falla');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errorCode: 'VALIDATION_ERROR',
      message: messages.errors.byCode.VALIDATION_ERROR,
    });
    expect(recognised.lines).toMatchObject([{ level: 40, msg: 'refused' }]);
    // What it does not recognise stays a 500.
    expect((await appThrowing(new Error('otro'), { recognise }).app.request('/falla')).status).toBe(500);
  });

  it('answers unknown paths with 404 NOT_FOUND in Spanish', async () => {
    const response = await appThrowing(null).app.request('/no-existe');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ errorCode: 'NOT_FOUND', message: 'No se encontró el recurso solicitado.' });
  });
});
