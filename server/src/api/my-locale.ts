/** The signed-in shopper's language, which mails and messages follow (ADR 0065). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/config/context.ts';

export const myLocaleRoutes: FastifyPluginAsyncZod<AppContext> = async (_app, _ctx) => {};
