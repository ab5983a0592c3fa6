// The fair embedded default (issue 46): on PGlite requests are served in the order they arrived, `concurrency` at a
// time, and one whose client left while it waited is not run (http/arrivalOrder.ts).
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ArrivalQueue, inArrivalOrder } from '../src/http/arrivalOrder.ts';

describe('ArrivalQueue', () => {
  it('starts work in arrival order, never more than `concurrency` at once', async () => {
    const queue = new ArrivalQueue(2);
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    let running = 0;
    let mostAtOnce = 0;
    const done = Array.from({ length: 8 }, (_, index) =>
      queue.run(async () => {
        started.push(index);
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise<void>((resolve) => finish.set(index, resolve));
        running--;
        return index;
      }),
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(started).toEqual([0, 1]);
    expect(queue.length).toBe(6);
    // The second to start finishes first: its slot goes to the longest waiting (2), not to any other.
    finish.get(1)!();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    for (let index = 0; index < 8; index++) {
      if (index !== 1) finish.get(index)!();
      await settle();
    }
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(mostAtOnce).toBe(2);
    expect(queue.length).toBe(0);
  });

  it('lets the event loop take a turn before each work starts, so requests on the wire are read meanwhile', async () => {
    const queue = new ArrivalQueue(1);
    const order: string[] = [];
    const first = queue.run(async () => {
      order.push('primera');
      // What the poll phase would do for a request that arrived while this one ran: read it.
      setImmediate(() => order.push('lectura'));
    });
    const second = queue.run(async () => {
      order.push('segunda');
    });
    await Promise.all([first, second]);
    expect(order).toEqual(['primera', 'lectura', 'segunda']);
  });

  it('frees the slot of work that failed', async () => {
    const queue = new ArrivalQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('falló')))).rejects.toThrow('falló');
    expect(await queue.run(async () => 'siguiente')).toBe('siguiente');
  });
});

describe('inArrivalOrder', () => {
  it('lets the health probes past a full line, and skips a request whose client left while it waited', async () => {
    const queue = new ArrivalQueue(1);
    let release = () => {};
    const handled: string[] = [];
    const app = new Hono()
      .use(inArrivalOrder(queue, (_method, path) => path.startsWith('/health/')))
      .get('/lento', async (c) => {
        handled.push('lento');
        await new Promise<void>((resolve) => (release = resolve));
        return c.text('ok');
      })
      .get('/otro', (c) => {
        handled.push('otro');
        return c.text('ok');
      })
      .get('/health/ready', (c) => c.text('listo'));

    const slow = app.request('/lento');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const gone = new AbortController();
    const waiting = app.request('/otro', { signal: gone.signal });
    expect(await (await app.request('/health/ready')).text()).toBe('listo');
    gone.abort();
    release();
    expect((await slow).status).toBe(200);
    expect((await waiting).status).toBe(499);
    expect(handled).toEqual(['lento']);
  });
});
