/**
 * buildApp(deps): the Fastify application — plugins, the app context built once, the API under
 * `/api`, images under `/images/`, the storefront's pages for every other path, and one error
 * envelope (docs/architecture.md#wiring).
 */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import { messages } from '@shahi/contract';
import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { authRoutes } from '#server/api/account.ts';
import { addressRoutes } from '#server/api/addresses.ts';
import { adminRoutes } from '#server/api/admin/index.ts';
import { cartRoutes } from '#server/api/cart.ts';
import { catalogRoutes } from '#server/api/catalog.ts';
import { claimRoutes } from '#server/api/claims.ts';
import { contactRoutes } from '#server/api/contact.ts';
import { contentRoutes } from '#server/api/content.ts';
import { deliveryRoutes } from '#server/api/delivery.ts';
import { discountRoutes } from '#server/api/discounts.ts';
import { grievanceRoutes } from '#server/api/grievances.ts';
import { type DrainState, healthRoutes } from '#server/api/health.ts';
import { imageStatusRoutes, registerImagePlaceholders } from '#server/api/image-placeholders.ts';
import { mobileAuthRoutes } from '#server/api/mobile-auth.ts';
import { myLocaleRoutes } from '#server/api/my-locale.ts';
import { notificationRoutes } from '#server/api/notifications.ts';
import { orderRoutes } from '#server/api/orders.ts';
import { paymentRoutes } from '#server/api/payments.ts';
import { sandboxRoutes } from '#server/api/payments-sandbox.ts';
import { pinCodeRoutes } from '#server/api/pincodes.ts';
import { addPublicCacheHeaders } from '#server/api/public-cache.ts';
import { requestRoutes } from '#server/api/requests.ts';
import { sellerRoutes } from '#server/api/seller.ts';
import { decorateSessions } from '#server/api/session.ts';
import { shippingWebhookRoutes } from '#server/api/shipping-webhook.ts';
import { whatsappWebhookRoutes } from '#server/api/whatsapp-webhook.ts';
import { wishlistRoutes } from '#server/api/wishlist.ts';
import { createAppContext } from '#server/config/context.ts';
import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/client.ts';
import { trustProxyOption } from '#server/http/client-address.ts';
import { errorHandler, frameworkMessage } from '#server/http/error-handler.ts';
import { acceptEmptyJsonBodies } from '#server/http/json-parser.ts';
import { createAppMetrics, createMetricsServer, metricsRoute } from '#server/http/metrics.ts';
import { openApiOptions, openApiRoutes } from '#server/http/openapi.ts';
import { openRateLimitStore } from '#server/http/rate-limit-store.ts';
import { countOpenJobs } from '#server/jobs/boss.ts';
import { countUnsentMail } from '#server/mail/repository.ts';
import { createDiskImageStore, serveImagesFromStore } from '#server/modules/photos/public.ts';
import { registerPages } from '#server/pages/index.ts';
import { loadRouteChunks } from '#server/pages/route-chunks.ts';
import { registerWebApp, renderIndexHtml } from '#server/pages/web-app.ts';
import type { DemoImageRenderer } from '#server/seed/demo-image-render.ts';
import { DEMO_IMAGE_PREFIXES } from '#server/seed/seed-demo-catalogue.ts';

export interface AppDeps {
  env: Env;
  db: Database;
  pool: pg.Pool;
  /** The built storefront (web/dist); absent in API-only tests. */
  webDist?: string;
  logger?: FastifyBaseLogger;
  /** Shutdown has begun: health answers 503 "draining" (ADR 0047); absent in tests. */
  drain?: DrainState;
  /** The demo pictures' background renderer: placeholders until each is written (ADR 0045). */
  demoImages?: DemoImageRenderer;
  /** True when this process runs the embedded cluster: it then takes the daily base backups (ADR 0043). */
  embeddedCluster?: boolean;
}

/** Largest JSON body accepted, in bytes. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the app over an open database; it listens once the caller calls `listen`. */
export async function buildApp({
  env,
  db,
  pool,
  webDist,
  logger,
  drain,
  demoImages,
  embeddedCluster,
}: AppDeps) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed or over-long URL is answered by the router itself: keep it in the envelope too.
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply)
        .code(error.statusCode ?? 400)
        .send({ success: false, message: frameworkMessage(error.code) }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  acceptEmptyJsonBodies(app);
  decorateSessions(app);
  // Every request counted under its route template; /metrics behind METRICS_TOKEN and/or on
  // METRICS_PORT, else a 404 (docs/decisions/0044-metrics.md).
  const metrics = createAppMetrics({
    pool,
    readQueues: async () => {
      const [mail, jobs] = await Promise.all([countUnsentMail(pool), countOpenJobs(pool)]);
      return { mail, jobs };
    },
  });
  metrics.instrument(app);
  if (env.METRICS_PORT !== undefined) {
    const metricsServer = createMetricsServer({
      metrics,
      token: env.METRICS_TOKEN,
      host: env.METRICS_HOST,
      port: env.METRICS_PORT,
    });
    app.addHook('onReady', async () => {
      const port = await metricsServer.listen();
      app.log.info({ port, host: env.METRICS_HOST }, 'metrics listening');
    });
    app.addHook('onClose', () => metricsServer.close());
  }

  const ctx = await createAppContext({ env, db, pool, log: app.log, embeddedCluster });
  await ctx.start();
  app.addHook('onClose', () => ctx.stop());

  const { html, scriptHash } = renderIndexHtml(webDist, {
    shopName: env.SHOP_NAME,
    imageBaseUrl: env.IMAGE_BASE_URL,
    paymentMode: ctx.payment.mode,
    mobileSignIn: ctx.mobileAuth.enabled,
  });
  const imageOrigin = URL.canParse(env.IMAGE_BASE_URL) ? [new URL(env.IMAGE_BASE_URL).origin] : [];
  // Razorpay Checkout's script and frame, allowed only with keys (the sandbox widget is 'self').
  const razorpay = env.RAZORPAY_KEY_ID
    ? {
        script: ['https://checkout.razorpay.com'],
        frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      }
    : { script: [], frame: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", scriptHash, ...razorpay.script],
        frameSrc: ["'self'", ...razorpay.frame],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: for previews of photos chosen on the device and private claim photos (ADR 0057).
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigin],
        connectSrc: ["'self'", ...razorpay.frame],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  // Limits are set per route (http/request-limits.ts); counters are shared by every instance, in
  // Redis when set, else in PostgreSQL; a store failure lets the request through, logged (ADR 0048).
  const limitStore = await openRateLimitStore({ redisUrl: env.REDIS_URL, pool, log: app.log });
  await app.register(rateLimit, { global: false, skipOnError: true, ...limitStore.options });
  app.addHook('onClose', limitStore.close);

  await app.register(fastifySwagger, openApiOptions(env.SHOP_NAME));

  await app.register(
    async (api) => {
      await api.register(openApiRoutes);
      await api.register(healthRoutes, { pool: ctx.pool, drain });
      await api.register(imageStatusRoutes, { renderer: demoImages });
      await api.register(catalogRoutes, ctx);
      await api.register(contentRoutes, ctx);
      await api.register(contactRoutes, ctx);
      await api.register(grievanceRoutes, ctx);
      await api.register(requestRoutes, ctx);
      await api.register(sellerRoutes, ctx);
      await api.register(authRoutes, ctx);
      await api.register(cartRoutes, ctx);
      await api.register(wishlistRoutes, ctx);
      await api.register(addressRoutes, ctx);
      await api.register(orderRoutes, ctx);
      await api.register(claimRoutes, ctx);
      await api.register(discountRoutes, ctx);
      await api.register(notificationRoutes, ctx);
      await api.register(deliveryRoutes, ctx);
      await api.register(pinCodeRoutes, ctx);
      await api.register(shippingWebhookRoutes, ctx);
      await api.register(mobileAuthRoutes, ctx);
      await api.register(myLocaleRoutes, ctx);
      await api.register(whatsappWebhookRoutes, ctx);
      if (ctx.payments) await api.register(paymentRoutes, { payments: ctx.payments });
      if (ctx.payment.sandbox) await api.register(sandboxRoutes, { emulator: ctx.payment.sandbox.emulator });
      await api.register(adminRoutes, ctx);
    },
    { prefix: '/api' },
  );
  // The Shiprocket stand-in's tracking webhooks reach the shop's own route, as Shiprocket's would (ADR 0061).
  const { standIn, webhookToken } = ctx.shipping;
  if (standIn) {
    standIn.onWebhook = async (body) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/shipping/webhook',
        headers: { 'x-api-key': webhookToken ?? '' },
        payload: body,
      });
      if (answer.statusCode >= 400) {
        throw new Error(`the shipping webhook answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
      }
    };
  }
  addPublicCacheHeaders(app);
  if (env.METRICS_TOKEN) await app.register(metricsRoute, { metrics, token: env.METRICS_TOKEN });

  if (demoImages) registerImagePlaceholders(app, demoImages);
  // Pictures: IMAGE_DIR's files, or the bucket's objects streamed through the shop (ADR 0068).
  if (ctx.images.kind === 's3') {
    // Demo pictures rendered into IMAGE_DIR are served from there until copied into the bucket.
    const fallback = demoImages
      ? { store: createDiskImageStore(env.IMAGE_DIR), prefixes: DEMO_IMAGE_PREFIXES }
      : undefined;
    serveImagesFromStore(app, ctx.images, fallback ? { fallback } : {});
    app.addHook('onClose', async () => ctx.images.close?.());
  } else {
    await app.register(fastifyStatic, {
      root: env.IMAGE_DIR,
      prefix: '/images/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
    });
  }
  const routeChunks = loadRouteChunks(webDist);
  await registerWebApp(app, webDist, html, routeChunks('/'));
  await registerPages(app, { db, env, webDist, routeChunks });

  app.setNotFoundHandler((request, reply) => {
    const pathName = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|images|metrics)(\/|$)/.test(pathName);
    if (isPage) return reply.sendWebApp();
    return reply.code(404).send({ success: false, message: messages.routeNotFound });
  });
  return app;
}
