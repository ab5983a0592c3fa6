// A header of the answer, set where it costs least. Served by @hono/node-server, a handler's string answer is written
// straight from what the handler gave. A header set through Hono costs more: before the handler answers, it makes
// every answer's headers a fetch `Headers` that the adapter then copies one by one; after it (`c.header` once
// `next()` returned), it rebuilds the answer as a fetch `Response` whose body the adapter reads back as a stream. Each
// cost ~0.2 ms per list call on the benchmark's 2-core host. So the header goes onto Node's own response, which the
// adapter's status line merges with the answer's headers. In-process requests (`app.request` in tests) have no Node
// response: there Hono sets it.
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

export function setResponseHeader(c: Context, name: string, value: string): void {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}
