/**
 * `GET /admin/orders/:id/whatsapp`: the order's WhatsApp updates for the back office (ADR 0067),
 * oldest first: what each said (kind, template, language), to which number, its status
 * (queued, sent, delivered, read, failed), when that was reported, the attempts and the last error.
 * An order without messages (or unknown) answers an empty list; `enabled` says whether the channel is on.
 */
import { adminOrderParamsSchema } from '@shahi/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { selectWhatsappMessagesOfOrder } from '#server/modules/whatsapp/repository.ts';
import type { AdminDeps } from './index.ts';

export async function adminOrderWhatsappRoutes(app: FastifyInstance, { db, whatsapp }: AdminDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/orders/:id/whatsapp', { schema: { params: adminOrderParamsSchema } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const rows = await selectWhatsappMessagesOfOrder(db, request.params.id);
    return {
      success: true,
      data: {
        enabled: whatsapp.mode !== 'off',
        messages: rows.map((row) => ({
          _id: row.id,
          kind: row.kind,
          template: row.template,
          language: row.language,
          phone: row.phone,
          status: row.status,
          attempts: row.attempts,
          lastError: row.lastError,
          statusAt: row.statusAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      },
    };
  });
}
