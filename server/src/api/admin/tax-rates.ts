/**
 * Back office: the GST rate table (ADR 0055). HTTP only; the rules are modules/tax/rate-rules.ts.
 * Rates in basis points, thresholds in paise, dates India dates `YYYY-MM-DD`.
 */
import { adminGstRateRuleCreateSchema, adminIdParamsSchema, adminMessages } from '@shahi/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addRateRule, deleteRateRule, listRateRules } from '#server/modules/tax/rate-rules.ts';
import type { AdminDeps } from './index.ts';

/**
 * Registers `GET /tax-rates` (every rule, past, current and future, and today's India date),
 * `POST /tax-rates` (a rule starting after today; 400 bad body or date, 409 same prefix, kind and
 * day) and `DELETE /tax-rates/:id` (only a rule not yet in force; 404 unknown, 409 in force).
 */
export async function adminTaxRateRoutes(app: FastifyInstance, { db }: Pick<AdminDeps, 'db'>) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/tax-rates', async () => ({ success: true, data: await listRateRules(db) }));

  api.post('/tax-rates', { schema: { body: adminGstRateRuleCreateSchema } }, async (request, reply) =>
    reply.code(201).send({
      success: true,
      message: adminMessages.created,
      data: await addRateRule(db, request.body),
    }),
  );

  api.delete('/tax-rates/:id', { schema: { params: adminIdParamsSchema } }, async (request) => {
    await deleteRateRule(db, request.params.id);
    return { success: true, message: adminMessages.deleted };
  });
}
