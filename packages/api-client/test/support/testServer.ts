// A real node:http server on an ephemeral 127.0.0.1 port. Tests give it route handlers (plain functions that
// answer like the API would) and read back every request it received, so the client is exercised end to end over
// TCP with ky and fetch untouched.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  /** Path without the query string, e.g. "/t/cenit-demo/projects". */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, or undefined when there was none. */
  body: unknown;
}

export interface Reply {
  status?: number;
  json?: unknown;
  /** A raw body (a file download) instead of JSON. */
  body?: string | Uint8Array;
  headers?: Record<string, string | string[]>;
}

/** Handler for one "METHOD /path" route; returning a never-settling promise makes the server hang. */
export type Handler = (request: ReceivedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  url: string;
  requests: ReceivedRequest[];
  /** Requests received for "METHOD /path". */
  hits(route: string): ReceivedRequest[];
  route(route: string, handler: Handler): void;
  close(): Promise<void>;
}

export async function startTestServer(routes: Record<string, Handler> = {}): Promise<TestServer> {
  const handlers = new Map(Object.entries(routes));
  const requests: ReceivedRequest[] = [];

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      const received: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        headers: incoming.headers,
        body: text === '' ? undefined : JSON.parse(text),
      };
      requests.push(received);
      const handler = handlers.get(`${received.method} ${received.path}`);
      const reply = handler
        ? Promise.resolve(handler(received))
        : Promise.resolve({
            status: 404,
            json: { errorCode: 'NOT_FOUND', message: 'El recurso solicitado no existe.' },
          });
      reply.then(
        (answer) => send(outgoing, answer),
        (error: unknown) => send(outgoing, { status: 500, json: { errorCode: 'INTERNAL', message: String(error) } }),
      );
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hits: (route) => requests.filter((request) => `${request.method} ${request.path}` === route),
    route: (route, handler) => handlers.set(route, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(outgoing: ServerResponse, { status = 200, json, body, headers = {} }: Reply): void {
  if (outgoing.destroyed) return;
  for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value);
  if (body !== undefined) {
    outgoing.writeHead(status).end(body);
    return;
  }
  if (json === undefined) {
    outgoing.writeHead(status).end();
    return;
  }
  outgoing.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(json));
}
