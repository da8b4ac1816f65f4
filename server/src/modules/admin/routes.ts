/**
 * The back office API under `/api/admin` (issue 7): one scope whose every route first passes
 * `requireAdmin` (guard.ts), so no admin route can be added without the role check.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import type { MailQueue } from '#server/mail/queue.ts';
import type { AuthService } from '#server/modules/auth/service.ts';
import type { PaymentGateway } from '#server/modules/payments/gateway.ts';
import { adminCatalogueRoutes } from './catalogue-routes.ts';
import { adminContactRoutes } from './contact-routes.ts';
import { adminContentRoutes } from './content-routes.ts';
import { requireAdmin } from './guard.ts';
import { adminOrderRoutes } from './order-routes.ts';
import { adminPhotoRoutes } from './photo-routes.ts';
import { adminSessionRoutes } from './session-routes.ts';

/** What the back office's routes need. */
export interface AdminDeps {
  db: Database;
  pool: pg.Pool;
  env: Env;
  auth: Pick<AuthService, 'authenticate'>;
  mail: Pick<MailQueue, 'enqueue' | 'wake'>;
  /** Absent when online payment is off (docs/decisions/0019): a paid online order cannot be refunded then. */
  gateway?: PaymentGateway;
}

/** Registers every `/admin/*` route (mounted under `/api`), each behind requireAdmin. */
export async function adminRoutes(app: FastifyInstance, deps: AdminDeps) {
  await app.register(
    async (admin) => {
      // onRequest: the role is checked before any body is read or validated (an anonymous upload is refused unread).
      admin.addHook('onRequest', requireAdmin(deps.auth));
      await admin.register(adminSessionRoutes);
      await admin.register(adminCatalogueRoutes, deps);
      await admin.register(adminPhotoRoutes, deps);
      await admin.register(adminContentRoutes, deps);
      await admin.register(adminOrderRoutes, deps);
      await admin.register(adminContactRoutes, deps);
    },
    { prefix: '/admin' },
  );
}
