// The OpenAPI 3.1 document served at GET /openapi.json. Each route module describes its operations next to the code
// (the same zod schemas validate the requests), and a test checks that every mounted route is documented.
import { z } from 'zod';
import {
  anyOptimizerRequestBodySchema,
  anyOptimizerRequestSchema,
  optimizerRequestBodySchema,
  optimizerRequestSchema,
} from '@siipro/domain';
import { errorBodySchema } from '@siipro/server';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ResponseDoc {
  description: string;
  /** Response body; error statuses default to the common error body. */
  schema?: z.core.$ZodType;
  /** Response headers worth knowing (Set-Cookie, Retry-After). */
  headers?: Record<string, string>;
}

export interface OperationDoc {
  method: HttpMethod;
  /** OpenAPI-style path: /t/{slug}/settings. */
  path: string;
  summary: string;
  tag: string;
  /** Which credential the call needs. */
  security: 'none' | 'accessToken' | 'firebaseIdToken' | 'refreshCookie' | 'metricsToken';
  requestBody?: z.core.$ZodType;
  responses: Record<number, ResponseDoc>;
}

const securitySchemes = {
  accessToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Token de acceso de SIIPRO (ES256).',
  },
  firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'ID token de Firebase Auth.' },
  refreshCookie: { type: 'apiKey', in: 'cookie', name: 'siipro_refresh', description: 'Token de renovación httpOnly.' },
  metricsToken: { type: 'http', scheme: 'bearer', description: 'El token de METRICS_TOKEN (solo para quien opera).' },
};

/**
 * Bodies checked by a function, which zod cannot describe, documented as the shape they accept. (Computed here, when
 * the document is built, not when the schema is defined: every browser that loads the domain would pay for it.)
 */
const documentedShapes = new Map<unknown, z.core.$ZodType>([
  [optimizerRequestBodySchema, optimizerRequestSchema],
  [anyOptimizerRequestBodySchema, anyOptimizerRequestSchema],
]);

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): unknown {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: output }) => {
      const shape = documentedShapes.get(zodSchema);
      if (shape) Object.assign(output, jsonSchema(shape, 'input'), { description: output.description });
    },
  }) as Record<string, unknown>;
  return rest;
}

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function operationObject(operation: OperationDoc) {
  const responses = Object.fromEntries(
    Object.entries(operation.responses).map(([status, response]) => {
      const body = response.schema
        ? jsonSchema(response.schema, 'output')
        : Number(status) >= 400
          ? { $ref: '#/components/schemas/ErrorBody' }
          : undefined;
      return [
        status,
        {
          description: response.description,
          ...(body ? { content: { 'application/json': { schema: body } } } : {}),
          ...(response.headers
            ? {
                headers: Object.fromEntries(
                  Object.entries(response.headers).map(([name, description]) => [
                    name,
                    { description, schema: { type: 'string' } },
                  ]),
                ),
              }
            : {}),
        },
      ];
    }),
  );
  const parameters = pathParameters(operation.path);
  return {
    summary: operation.summary,
    tags: [operation.tag],
    ...(operation.security === 'none' ? { security: [] } : { security: [{ [operation.security]: [] }] }),
    ...(parameters.length ? { parameters } : {}),
    ...(operation.requestBody
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(operation.requestBody, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument(operations: readonly OperationDoc[], info: { version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    (paths[operation.path] ??= {})[operation.method] = operationObject(operation);
  }
  const { $schema: _ignored, ...errorBody } = z.toJSONSchema(errorBodySchema) as Record<string, unknown>;
  return {
    openapi: '3.1.0',
    info: {
      title: 'SIIPRO API',
      version: info.version,
      description:
        'API del Sistema Integrado e Inteligente de Proyectos. Los errores usan siempre el cuerpo ErrorBody.',
    },
    servers: [{ url: '/' }],
    paths,
    components: { schemas: { ErrorBody: errorBody }, securitySchemes },
  };
}
