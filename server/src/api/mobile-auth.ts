/** Sign-in by mobile number and SMS code (ADR 0066). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/config/context.ts';

export const mobileAuthRoutes: FastifyPluginAsyncZod<AppContext> = async (_app, _ctx) => {};
