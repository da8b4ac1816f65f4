/**
 * The OpenAPI 3 description of the `/api` routes, generated from the zod schemas that validate
 * requests, served at `GET /api/docs/json` and `/api/openapi.json`; the fuzzer exercises every
 * operation it lists (docs/decisions/0012-fuzzing.md). The sandbox's stand-in is left out.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The JSON Schema of a body the route reads itself (multipart), for the document only. */
    openApiBody?: Record<string, unknown>;
  }
}

export const OPENAPI_PATHS = ['/docs/json', '/openapi.json'] as const;

/** The bearer scheme: `Authorization: Bearer <token from POST /api/login>`. */
const BEARER = 'bearerAuth';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { config?: { openApiBody?: Record<string, unknown> } };
};

/** Per route: zod to JSON Schema, non-API paths hidden, admin routes marked as needing the token. */
function transform(input: TransformInput) {
  if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
  const result = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string };
  const schema = { ...(result.schema ?? {}) };
  if (schema.hide) return result;
  const body = input.route?.config?.openApiBody;
  if (body && !schema.body) schema.body = body;
  if (input.url.startsWith('/api/admin/')) schema.security = [{ [BEARER]: [] }];
  return { schema, url: result.url };
}

/** @fastify/swagger's options: the document's info, the bearer scheme and the transform. */
export function openApiOptions(shopName: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: { title: `${shopName} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: transform as FastifyDynamicSwaggerOptions['transform'],
  };
}

/** Registers the two document routes (under `/api`): the OpenAPI JSON itself, not the envelope. */
export async function openApiRoutes(api: FastifyInstance) {
  for (const path of OPENAPI_PATHS) {
    api.get(path, { schema: { hide: true } }, async () => api.swagger());
  }
}
