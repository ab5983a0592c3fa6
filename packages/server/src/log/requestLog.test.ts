import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { pino } from 'pino';
import type { ServerEnv } from '../env.ts';
import { requestLog } from './requestLog.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = new Hono<ServerEnv>()
    .use(requestLog(logger))
    .get('/bien', (c) => c.json({ requestId: c.get('requestId') }))
    .get('/mal', (c) => c.json({}, 500));
  return { app, lines };
}

describe('requestLog', () => {
  it('answers the caller’s request id, or a new one on every request', async () => {
    const { app } = loggedApp();
    const own = await app.request('/bien', { headers: { 'x-request-id': 'soporte-123' } });
    expect(own.headers.get('x-request-id')).toBe('soporte-123');
    expect(await own.json()).toEqual({ requestId: 'soporte-123' });
    const first = (await app.request('/bien')).headers.get('x-request-id');
    const second = (await app.request('/bien')).headers.get('x-request-id');
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
    // A caller cannot fill the log with an endless id.
    const long = await app.request('/bien', { headers: { 'x-request-id': 'x'.repeat(500) } });
    expect(long.headers.get('x-request-id')).toHaveLength(100);
  });

  it('logs one line per request without headers, at error level for a 5xx', async () => {
    const { app, lines } = loggedApp();
    await app.request('/bien?q=1', { headers: { authorization: 'Bearer secreto', 'x-request-id': 'r-1' } });
    await app.request('/mal');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      requestId: 'r-1',
      method: 'GET',
      path: '/bien',
      status: 200,
    });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secreto');
    expect(lines[1]).toMatchObject({ level: 50, path: '/mal', status: 500 });
  });
});
