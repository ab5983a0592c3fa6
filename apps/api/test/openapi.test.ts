import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ seed: false });
});
afterAll(() => context.close());

interface OpenApiDocument {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, { security: unknown[]; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}

async function document(): Promise<OpenApiDocument> {
  const response = await context.app.request(`${BASE}/openapi.json`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /openapi.json', () => {
  it('documents exactly the routes the app serves', async () => {
    const served = new Set(
      context.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const doc = await document();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((m) => `${m} ${path}`)),
    );
    expect([...documented].sort()).toEqual([...served].sort());
    expect(served).toContain('post /auth/exchange');
    expect(served).toContain('get /t/{slug}/settings');
  });

  it('describes auth, the error body and the security of every call', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('9.9.9-test');
    expect(doc.components.schemas.ErrorBody).toMatchObject({
      properties: { errorCode: { enum: expect.arrayContaining(['VALIDATION_ERROR', 'INVITE_REQUIRED']) } },
    });
    expect(doc.paths['/auth/exchange']!.post!.security).toEqual([{ firebaseIdToken: [] }]);
    expect(doc.paths['/users/me']!.patch!.security).toEqual([{ accessToken: [] }]);
    expect(doc.paths['/']!.get!.security).toEqual([]);
    expect(Object.keys(doc.paths['/auth/exchange']!.post!.responses)).toEqual(['200', '401', '403', '429']);
  });

  it("documents a saved scenario's optimizer request by the shapes it accepts (a custom check zod cannot describe)", async () => {
    const doc = (await document()) as unknown as {
      paths: Record<
        string,
        { post: { requestBody: { content: Record<string, { schema: Record<string, unknown> }> } } }
      >;
    };
    const body = doc.paths['/t/{slug}/optimizer/scenarios']!.post.requestBody.content['application/json']!.schema;
    // Either model's (issue 44): v1, or v2 with its restrictions.
    expect(body).toMatchObject({
      properties: {
        request: {
          description: 'La solicitud al optimizador (modelo linear-int-opt-v1 o linear-int-opt-v2).',
          anyOf: [
            {
              type: 'object',
              properties: {
                model: { const: 'linear-int-opt-v1' },
                criteria: { type: 'array', minItems: 1 },
                include: { type: 'array' },
              },
              required: expect.arrayContaining(['model', 'criteria']),
            },
            {
              type: 'object',
              properties: {
                model: { const: 'linear-int-opt-v2' },
                years: { type: 'array' },
                fundingCaps: { type: 'array' },
                minShare: { type: 'array' },
              },
              required: expect.arrayContaining(['model', 'criteria']),
            },
          ],
        },
      },
    });
  });
});

describe('GET /', () => {
  it('answers the version', async () => {
    const response = await context.app.request(`${BASE}/`);
    expect(await response.json()).toEqual({
      version: { version: '9.9.9-test', buildDate: '2026-11-01T12:00:00.000Z' },
    });
  });
});
