/**
 * buildApp(deps): the Fastify application — plugins, API modules under `/api`, images under
 * `/images/`, the storefront for every other path, one error envelope (ARCHITECTURE §1, §3).
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
import { createMailQueue } from '#server/mail/queue.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { startReservationRelease } from './flows/expire-reservations.ts';
import { trustProxyOption } from './http/client-address.ts';
import { errorHandler, frameworkMessage } from './http/error-handler.ts';
import { acceptEmptyJsonBodies } from './http/json-parser.ts';
import { openApiOptions, openApiRoutes } from './http/openapi.ts';
import { openRateLimitStore } from './http/rate-limit-store.ts';
import { registerWebApp, renderIndexHtml } from './http/web-app.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { loadJwtSecret } from './modules/auth/jwt-secret.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { createPaymentGateway, paymentModeOf } from './modules/payments/create-gateway.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { sandboxRoutes } from './modules/payments/sandbox-routes.ts';
import { loadRouteChunks } from './modules/seo/route-chunks.ts';
import { registerSeo } from './modules/seo/routes.ts';

export interface AppDeps {
  env: Env;
  db: Database;
  pool: pg.Pool;
  /** Folder of the built storefront (web/dist); absent in API-only tests. */
  webDist?: string;
  /** pino logger; without it the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
}

/** Largest JSON body accepted; the shop's requests are a few hundred bytes. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the app over an open database; nothing listens until the caller calls `listen`. */
export async function buildApp({ env, db, pool, webDist, logger }: AppDeps) {
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

  const { html, scriptHash } = renderIndexHtml(webDist, {
    shopName: env.SHOP_NAME,
    imageBaseUrl: env.IMAGE_BASE_URL,
    paymentMode: paymentModeOf(env),
  });
  const imageOrigin = URL.canParse(env.IMAGE_BASE_URL) ? [new URL(env.IMAGE_BASE_URL).origin] : [];
  // Razorpay Checkout loads its script and opens its own frame; allowed only when keys are set
  // (without keys the sandbox widget is served from 'self').
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
        imgSrc: ["'self'", 'data:', ...imageOrigin],
        connectSrc: ["'self'", ...razorpay.frame],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  // Limits are set per route (modules/auth/rate-limits.ts); counters are shared through Redis when set.
  const redis = openRateLimitStore(env.REDIS_URL, app.log);
  await app.register(rateLimit, { global: false, redis, skipOnError: true });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));

  const mail = createMailQueue({ pool, env, log: app.log, retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS });
  await mail.start();
  app.addHook('onClose', () => mail.stop());
  const auth = createAuthService({
    db,
    pool,
    mail,
    secret: await loadJwtSecret(env.JWT_SECRET, env.DATA_DIR),
    shopName: env.SHOP_NAME,
    publicUrl: env.PUBLIC_URL,
  });

  const caps = {
    reservedPieces: env.MAX_RESERVED_PIECES_PER_SHOPPER,
    openOrders: env.MAX_OPEN_ORDERS_PER_SHOPPER,
  };
  const checkout = { pool, mail, shopName: env.SHOP_NAME, publicUrl: env.PUBLIC_URL, caps };
  const paymentLog = app.log.child({ module: 'payments' });
  // Without Razorpay keys the sandbox stands in for Razorpay where PAYMENT_SANDBOX allows it (never
  // by default in production); else there is no gateway and online payment is refused (ADR 0019).
  const { gateway, sandbox } = createPaymentGateway(env, paymentLog);
  const payments = gateway ? { ...checkout, db, gateway, log: paymentLog } : undefined;
  const reservationRelease = startReservationRelease({
    pool,
    log: paymentLog,
    everySeconds: env.RESERVATION_RELEASE_SECONDS,
  });
  app.addHook('onClose', () => reservationRelease.stop());

  // OpenAPI description of the API, built from the same zod schemas that validate requests.
  await app.register(fastifySwagger, openApiOptions(env.SHOP_NAME));

  await app.register(
    async (api) => {
      await api.register(openApiRoutes);
      await api.register(healthRoutes, { pool });
      await api.register(catalogRoutes, { db, pool, searchIndexMinPieces: env.SEARCH_INDEX_MIN_PIECES });
      await api.register(contentRoutes, { db });
      await api.register(contactRoutes, { pool, mail, env });
      await api.register(authRoutes, { auth });
      await api.register(cartRoutes, { db, pool, auth });
      await api.register(addressRoutes, { db, pool, auth });
      await api.register(orderRoutes, { db, auth, checkout, payments });
      if (payments) await api.register(paymentRoutes, { payments });
      if (sandbox) await api.register(sandboxRoutes, { emulator: sandbox.emulator });
      await api.register(adminRoutes, { db, pool, env, auth, mail, gateway });
    },
    { prefix: '/api' },
  );

  await app.register(fastifyStatic, {
    root: env.IMAGE_DIR,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });
  // The build's manifest, read once: which chunks each page needs (every page the app's).
  const routeChunks = loadRouteChunks(webDist);
  await registerWebApp(app, webDist, html, routeChunks('/'));
  await registerSeo(app, { db, env, webDist, routeChunks });

  app.setNotFoundHandler((request, reply) => {
    const pathName = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|images)(\/|$)/.test(pathName);
    if (isPage) return reply.sendWebApp();
    return reply.code(404).send({ success: false, message: messages.routeNotFound });
  });
  return app;
}
