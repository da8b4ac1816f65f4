/**
 * The app context: what the shop builds once from its settings and database (mail queue, account
 * service, payment gateway, catalogue cache, contact service) and each flow's dependencies.
 * `buildApp` creates it and hands each route plugin its part (docs/architecture.md#wiring).
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { startReservationRelease } from '#server/flows/expire-reservations.ts';
import { startShopperNotifications } from '#server/flows/notify-shoppers.ts';
import type { CheckoutDeps } from '#server/flows/steps/checkout-deps.ts';
import type { CodDeps } from '#server/flows/steps/cod-message.ts';
import type { OrderChangeDeps } from '#server/flows/steps/order-change.ts';
import type { PaymentDeps } from '#server/flows/steps/payment-deps.ts';
import { startShipmentTracking } from '#server/flows/track-shipments.ts';
import { startBackOnSaleJob } from '#server/flows/wishlist-back-on-sale.ts';
import { createMailQueue, type MailQueue } from '#server/mail/queue.ts';
import { loadJwtSecret } from '#server/modules/auth/jwt-secret.ts';
import { createMobileAuthService, type MobileAuthService } from '#server/modules/auth/mobile-service.ts';
import { type AuthService, createAuthService } from '#server/modules/auth/service.ts';
import { startBackupJob } from '#server/modules/backup/run.ts';
import { CatalogueReadCache } from '#server/modules/catalog/read-cache.ts';
import { type ContactService, createContactService } from '#server/modules/contact/service.ts';
import type { NotifyDeps } from '#server/modules/interests/digest.ts';
import { unsubscribeKey } from '#server/modules/interests/unsubscribe-token.ts';
import { createPaymentGateway, type GatewaySetup } from '#server/modules/payments/create-gateway.ts';
import { type ImageStore, imageStoreFor } from '#server/modules/photos/public.ts';
import { type PhotoRerenderJob, startPhotoRerender } from '#server/modules/photos/rerender.ts';
import { selectSeller } from '#server/modules/seller/public.ts';
import { createShippingProvider, type ShippingSetup } from '#server/modules/shipping/create-provider.ts';
import { ShippingProviderError } from '#server/modules/shipping/provider.ts';
import { createSmsProvider, type SmsSetup } from '#server/modules/sms/create-provider.ts';
import { pdfAttachment } from '#server/modules/tax/public.ts';
import { setDocumentSigner } from '#server/modules/tax/signing.ts';
import { createWhatsappProvider, type WhatsappSetup } from '#server/modules/whatsapp/create-provider.ts';
import { createWhatsappQueue, type WhatsappQueue } from '#server/modules/whatsapp/queue.ts';
import { createNotifier } from '#server/notify/channels.ts';
import type { Env } from './env.ts';

export interface ContextSources {
  env: Env;
  db: Database;
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** True when this process runs the embedded cluster, whose base backups it then takes (ADR 0043). */
  embeddedCluster?: boolean;
}

/** The storefront's catalogue reads that outlive a request (ADR 0014). */
export interface CatalogueReads {
  answers: CatalogueReadCache;
}

export interface AppContext extends ContextSources {
  /** Where the shop's pictures are kept: IMAGE_DIR on the local disk, or an S3-compatible bucket (ADR 0068). */
  images: ImageStore;
  mail: MailQueue;
  auth: AuthService;
  /** How sign-in codes go out: MSG91, its local stand-in, or off (ADR 0066). */
  sms: SmsSetup;
  /** Sign-in by mobile number and SMS code (ADR 0066). */
  mobileAuth: MobileAuthService;
  catalogue: CatalogueReads;
  contact: ContactService;
  /** The payment mode and its gateway: Razorpay, the test sandbox, or none (ADR 0019). */
  payment: GatewaySetup;
  /** How parcels are booked: Shiprocket, its local stand-in, or by hand (ADR 0061). */
  shipping: ShippingSetup;
  /** Order updates on WhatsApp: the Cloud API, its local stand-in, or off (ADR 0067). */
  whatsapp: WhatsappSetup & { queue?: WhatsappQueue };
  checkout: CheckoutDeps;
  /** Cash-on-delivery confirmation, its lapse and ceiling (ADR 0035). */
  cod: CodDeps;
  /** Absent when online payment is off. */
  payments: PaymentDeps | undefined;
  orderChanges: OrderChangeDeps;
  /** The new-pieces digest, checkout reminders and unsubscribe links (ADRs 0041, 0042). */
  notify: NotifyDeps;
  /** Starts the mail worker, the reservation release, the wishlist's back-on-sale mails and the notification jobs; all retry by themselves. */
  start(): Promise<void>;
  /** Stops what `start` started; never rejects. */
  stop(): Promise<void>;
}

/** Builds the context over an open database; nothing runs until `start()`. */
export async function createAppContext(sources: ContextSources): Promise<AppContext> {
  const { env, db, pool, log } = sources;
  // Tax document PDFs are signed with the seller's certificate when one is configured (ADR 0059).
  setDocumentSigner(env.documentSigner);
  const mail = createMailQueue({
    pool,
    env,
    log,
    retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    // The shipped mail carries the tax invoice's PDF (ADR 0031).
    attachmentResolver: (documentId) => pdfAttachment(db, documentId),
  });
  const jwtSecret = await loadJwtSecret(env.JWT_SECRET, env.DATA_DIR);
  const auth = createAuthService({
    db,
    pool,
    mail,
    secret: jwtSecret,
    shopName: env.SHOP_NAME,
    publicUrl: env.PUBLIC_URL,
  });
  // MSG91 with its settings, the local stand-in with SMS_SANDBOX, else mobile sign-in is off (ADR 0066).
  const sms = await createSmsProvider(env, { db });
  const mobileAuth = createMobileAuthService({
    db,
    pool,
    secret: jwtSecret,
    sms: sms.provider,
    log: log.child({ module: 'sms' }),
  });
  const paymentLog = log.child({ module: 'payments' });
  const payment = createPaymentGateway(env, paymentLog);
  // Shiprocket with its credentials, the local stand-in with SHIPPING_SANDBOX, else by hand (ADR 0061).
  const shipping = await createShippingProvider(env, {
    log: log.child({ module: 'shipping' }),
    // Parcels leave from the seller's own PIN code (the seller settings).
    pickupPin: async () => {
      const seller = await selectSeller(db);
      if (!seller) {
        throw new ShippingProviderError(
          "The seller settings are not set yet: the workshop's PIN code is needed to book a courier",
          false,
        );
      }
      return seller.pinCode;
    },
  });
  // WhatsApp's Cloud API with its settings, the local stand-in with WHATSAPP_SANDBOX, else off (ADR 0067).
  const whatsappSetup = await createWhatsappProvider(env);
  const whatsappQueue = whatsappSetup.provider
    ? createWhatsappQueue({
        pool,
        log: log.child({ module: 'whatsapp' }),
        provider: whatsappSetup.provider,
        publicUrl: env.PUBLIC_URL,
        retryDelaySeconds: env.WHATSAPP_RETRY_DELAY_SECONDS,
      })
    : undefined;
  const cod: CodDeps = {
    pool,
    db,
    // E-mail always; the SMS stub into notification_outbox when SMS_PROVIDER=outbox (ADR 0036).
    notifier: createNotifier(mail, env.SMS_PROVIDER),
    shopName: env.SHOP_NAME,
    publicUrl: env.PUBLIC_URL,
    tokenKey: jwtSecret,
    confirmHours: env.COD_CONFIRM_HOURS,
    maxOrderRupees: env.COD_MAX_ORDER_RUPEES,
    alerts: { mail, env },
  };
  const checkout: CheckoutDeps = {
    pool,
    mail,
    shopName: env.SHOP_NAME,
    publicUrl: env.PUBLIC_URL,
    caps: {
      reservedPieces: env.MAX_RESERVED_PIECES_PER_SHOPPER,
      openOrders: env.MAX_OPEN_ORDERS_PER_SHOPPER,
      heldPieces: env.MAX_HELD_PIECES_PER_SHOPPER,
      heldRupees: env.MAX_HELD_RUPEES_PER_SHOPPER,
    },
    cod,
    // An unserved PIN and cash on delivery turned off are refused at checkout (ADR 0061).
    delivery: { db, provider: shipping.provider, log: log.child({ module: 'shipping' }) },
    ...(whatsappQueue ? { whatsapp: whatsappQueue } : {}),
  };
  const orderChanges: OrderChangeDeps = {
    pool,
    mail,
    gateway: payment.gateway,
    shopName: env.SHOP_NAME,
    publicUrl: env.PUBLIC_URL,
    log: log.child({ module: 'admin-orders' }),
    ...(whatsappQueue ? { whatsapp: whatsappQueue } : {}),
  };
  let shipmentTracking: { stop(): Promise<void> } | undefined;
  let reservationRelease: { stop(): Promise<void> } | undefined;
  let backOnSale: { stop(): Promise<void> } | undefined;
  let notifications: { stop(): Promise<void> } | undefined;
  let backups: { stop(): Promise<void> } | undefined;
  let photoSizes: PhotoRerenderJob | undefined;
  const notify: NotifyDeps = {
    pool,
    db,
    mail,
    unsubscribeKey: unsubscribeKey(jwtSecret),
    shopName: env.SHOP_NAME,
    publicUrl: env.PUBLIC_URL,
  };

  return {
    ...sources,
    images: imageStoreFor(env),
    mail,
    auth,
    sms,
    mobileAuth,
    catalogue: { answers: new CatalogueReadCache() },
    contact: createContactService({ pool, mail, env }),
    payment,
    shipping,
    whatsapp: { ...whatsappSetup, ...(whatsappQueue ? { queue: whatsappQueue } : {}) },
    checkout,
    cod,
    payments: payment.gateway ? { ...checkout, db, gateway: payment.gateway, log: paymentLog } : undefined,
    orderChanges,
    notify,
    async start(this: AppContext) {
      // Uploaded photos stored before a size or format was added get it, one at a time (ADR 0069).
      photoSizes = startPhotoRerender({ images: this.images, log: log.child({ module: 'photos' }) });
      await mail.start();
      await whatsappQueue?.start();
      reservationRelease = startReservationRelease({
        pool,
        log: paymentLog,
        everySeconds: env.RESERVATION_RELEASE_SECONDS,
        cod,
      });
      backOnSale = startBackOnSaleJob({
        pool,
        mail,
        shopName: env.SHOP_NAME,
        publicUrl: env.PUBLIC_URL,
        log: log.child({ module: 'wishlist' }),
      });
      if (env.NOTIFY_JOB_SECONDS > 0) {
        notifications = startShopperNotifications({
          deps: notify,
          pool,
          log: log.child({ module: 'notify' }),
          everySeconds: env.NOTIFY_JOB_SECONDS,
        });
      }
      // Tracking scans a missed webhook would have brought, every 30 minutes (ADR 0061).
      if (shipping.provider) {
        shipmentTracking = startShipmentTracking({
          deps: { ...orderChanges, db, provider: shipping.provider },
          log: log.child({ module: 'shipping' }),
        });
      }
      // The embedded cluster's base backups, from BACKUP_HOUR every BACKUP_EVERY_HOURS, cluster-wide (ADR 0043).
      if (sources.embeddedCluster && env.BACKUP_EVERY_HOURS > 0) {
        backups = startBackupJob({
          env,
          pool,
          log: log.child({ module: 'backup' }),
          everyHours: env.BACKUP_EVERY_HOURS,
          hour: env.BACKUP_HOUR,
          alerts: cod.alerts,
        });
      }
    },
    async stop() {
      await Promise.all([
        reservationRelease?.stop(),
        backOnSale?.stop(),
        notifications?.stop(),
        backups?.stop(),
        photoSizes?.stop(),
        shipmentTracking?.stop(),
        mail.stop(),
        whatsappQueue?.stop(),
        shipping.standIn?.close(),
        sms.standIn?.close(),
        whatsappSetup.standIn?.close(),
      ]);
    },
  };
}
