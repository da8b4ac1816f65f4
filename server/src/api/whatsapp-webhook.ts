/** The WhatsApp Cloud API's webhook: message statuses and STOP replies (ADR 0067). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/config/context.ts';

export const whatsappWebhookRoutes: FastifyPluginAsyncZod<AppContext> = async (_app, _ctx) => {};
