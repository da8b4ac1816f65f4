/** The back office API under `/api/admin` (ADR 0013): one scope, every route behind `requireAdmin`. */
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '#server/api/admin-guard.ts';
import type { AppContext } from '#server/config/context.ts';
import { adminAlertRoutes } from './alerts.ts';
import { adminBackupRoutes } from './backups.ts';
import { adminCatalogueRoutes } from './catalogue.ts';
import { adminClaimRoutes } from './claims.ts';
import { adminContactRoutes } from './contact.ts';
import { adminContentRoutes } from './content.ts';
import { adminDiscountRoutes } from './discounts.ts';
import { adminGrievanceRoutes } from './grievances.ts';
import { adminOrderDocumentRoutes } from './order-documents.ts';
import { adminOrderWhatsappRoutes } from './order-whatsapp.ts';
import { adminOrderRoutes } from './orders.ts';
import { adminPhotoRoutes } from './photos.ts';
import { adminRequestRoutes } from './requests.ts';
import { adminSellerRoutes } from './seller.ts';
import { adminSessionRoutes } from './session.ts';
import { adminShippingRoutes } from './shipping.ts';
import { adminShopperRoutes } from './shoppers.ts';
import { adminTaxDocumentRoutes } from './tax-documents.ts';
import { adminTaxRateRoutes } from './tax-rates.ts';

/** What the back office's routes need of the app context. */
export type AdminDeps = Pick<
  AppContext,
  'db' | 'pool' | 'env' | 'auth' | 'orderChanges' | 'mail' | 'cod' | 'shipping' | 'whatsapp' | 'images'
>;

/** Registers every `/admin/*` route (mounted under `/api`), each behind requireAdmin. */
export async function adminRoutes(app: FastifyInstance, deps: AdminDeps) {
  await app.register(
    async (admin) => {
      // onRequest: the role is checked before any body is read, so an anonymous upload is refused unread.
      admin.addHook('onRequest', requireAdmin(deps.auth));
      await admin.register(adminSessionRoutes);
      await admin.register(adminCatalogueRoutes, deps);
      await admin.register(adminPhotoRoutes, deps);
      await admin.register(adminContentRoutes, deps);
      await admin.register(adminOrderRoutes, deps);
      await admin.register(adminOrderDocumentRoutes, deps);
      await admin.register(adminOrderWhatsappRoutes, deps);
      await admin.register(adminShopperRoutes, deps);
      await admin.register(adminContactRoutes, deps);
      await admin.register(adminGrievanceRoutes, deps);
      await admin.register(adminDiscountRoutes, deps);
      await admin.register(adminRequestRoutes, deps);
      await admin.register(adminSellerRoutes, deps);
      await admin.register(adminTaxDocumentRoutes, deps);
      await admin.register(adminTaxRateRoutes, deps);
      await admin.register(adminBackupRoutes, deps);
      await admin.register(adminClaimRoutes, deps);
      await admin.register(adminShippingRoutes, deps);
      await admin.register(adminAlertRoutes, deps);
    },
    { prefix: '/admin' },
  );
}
