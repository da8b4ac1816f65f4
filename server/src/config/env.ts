/** The one typed, checked environment (docs/operations.md); nothing else reads process.env. */
import path from 'node:path';
import { DEFAULT_SHOP_NAME } from '@shahi/contract';
import { type SellerSettings, sellerSettingsSchema } from '@shahi/contract/schemas';
import { z } from 'zod';
import { parseTrustProxy } from '#server/http/client-address.ts';
import { type DocumentSigner, loadDocumentSigner } from '#server/modules/tax/signing.ts';

const booleanText = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const urlText = (protocols: RegExp, hint: string) =>
  optionalText.refine((value) => value === undefined || (URL.canParse(value) && protocols.test(value)), {
    message: `must be a URL like ${hint}`,
  });

/** BACKUP_HOUR's one message, whatever check it fails. */
const HOUR_ERROR = 'must be an hour from 0 to 23 (India time)';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number (0-65535)' }).int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlText(/^postgres(ql)?:\/\//, 'postgres://user:pass@host:5432/db'),
  SEED_DEMO: booleanText(true),
  IMAGE_DIR: optionalText,
  IMAGE_BASE_URL: z.string().min(1).default('/images/'),
  // Where pictures are kept (ADR 0068): IMAGE_DIR on this machine's disk, or an S3-compatible
  // bucket (AWS S3, Cloudflare R2, MinIO) named by the S3_* settings.
  IMAGE_STORE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
  S3_BUCKET: optionalText.refine(
    (value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value),
    {
      message: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    },
  ),
  // The bucket's region: `auto` for Cloudflare R2, `us-east-1` for most MinIO servers.
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { error: 'must be a region like ap-south-1 (auto for Cloudflare R2)' })
    .default('us-east-1'),
  // The S3 API's origin for a service other than AWS, e.g. https://<account>.r2.cloudflarestorage.com.
  S3_ENDPOINT: urlText(/^https?:\/\//, 'https://<account>.r2.cloudflarestorage.com'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // The bucket in the URL's path rather than its host name (MinIO and most self-hosted servers).
  S3_FORCE_PATH_STYLE: booleanText(false),
  PUBLIC_URL: urlText(/^https?:\/\//, 'https://shop.example.in'),
  SHOP_NAME: z.string().min(1).max(80).default(DEFAULT_SHOP_NAME),
  SHOP_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  JWT_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SMTP_URL: urlText(/^smtps?:\/\//, 'smtp://user:pass@host:587'),
  REDIS_URL: urlText(/^rediss?:\/\//, 'redis://127.0.0.1:6379'),
  TRUST_PROXY: z
    .string()
    .max(2_000, { error: 'must be false, a hop count or a list of proxy addresses', abort: true })
    .optional()
    .transform((value, context) => {
      const setting = parseTrustProxy(value);
      if (setting !== false && 'error' in setting) {
        context.addIssue({ code: 'custom', message: setting.error });
        return z.NEVER;
      }
      return setting;
    }),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: urlText(/^https?:\/\//, 'https://api.razorpay.com').default('https://api.razorpay.com'),
  // The built-in payment sandbox when no Razorpay keys are set; unset: on except in production (ADR 0019).
  PAYMENT_SANDBOX: booleanText(false).optional(),
  // Shiprocket (ADR 0061): the API user's e-mail and password, the pickup address's nickname, the
  // token its tracking webhook sends as x-api-key; without the credentials parcels are booked by hand.
  SHIPROCKET_EMAIL: optionalText,
  SHIPROCKET_PASSWORD: optionalText,
  SHIPROCKET_PICKUP_LOCATION: optionalText,
  SHIPROCKET_WEBHOOK_TOKEN: optionalText.refine(
    (value) => value === undefined || /^[\x21-\x7e]{16,200}$/.test(value),
    {
      message: 'must be 16 to 200 printable ASCII characters without spaces',
    },
  ),
  SHIPROCKET_API_URL: urlText(/^https?:\/\//, 'https://apiv2.shiprocket.in').default(
    'https://apiv2.shiprocket.in',
  ),
  // The local Shiprocket stand-in when no Shiprocket credentials are set (development and tests only).
  SHIPPING_SANDBOX: booleanText(false),
  // MSG91 (ADR 0066): the account's auth key, the DLT-approved sign-in code template's id, the DLT
  // sender id (header) and the API's origin; without the key and template, sign-in by mobile is off.
  MSG91_AUTH_KEY: optionalText.refine((value) => value === undefined || /^[\x21-\x7e]{8,200}$/.test(value), {
    message: 'must be 8 to 200 printable ASCII characters without spaces',
  }),
  MSG91_TEMPLATE_ID: optionalText.refine(
    (value) => value === undefined || /^[A-Za-z0-9]{1,64}$/.test(value),
    {
      message: 'must be the template id MSG91 shows (letters and digits)',
    },
  ),
  MSG91_SENDER_ID: optionalText.refine((value) => value === undefined || /^[A-Z]{6}$/.test(value), {
    message: 'must be the 6-letter DLT sender id (header), e.g. SHAHIT',
  }),
  MSG91_API_URL: urlText(/^https?:\/\//, 'https://control.msg91.com').default('https://control.msg91.com'),
  // The local MSG91 stand-in when no MSG91 settings are set (development and tests only; codes land in
  // notification_outbox).
  SMS_SANDBOX: booleanText(false),
  // Seconds before a failed mail's first retry, doubled each time.
  MAIL_RETRY_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int()
    .min(1)
    .max(3_600)
    .default(30),
  RESERVATION_RELEASE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int()
    .min(1)
    .max(3_600)
    .default(60),
  // Period of the new-pieces digest and checkout reminder jobs, once per period cluster-wide
  // (ADRs 0041, 0042); 0 = this instance does not run them.
  NOTIFY_JOB_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int()
    .min(0)
    .max(86_400)
    .refine((value) => value === 0 || value >= 10, 'must be 0 (off) or at least 10 seconds')
    .default(900),
  // Per-shopper checkout caps (ADR 0021): pieces held by unpaid online orders, and unshipped orders.
  MAX_RESERVED_PIECES_PER_SHOPPER: z.coerce
    .number({ error: 'must be a whole number of pieces' })
    .int()
    .min(1)
    .max(1_000)
    .default(3),
  MAX_OPEN_ORDERS_PER_SHOPPER: z.coerce
    .number({ error: 'must be a whole number of orders' })
    .int()
    .min(1)
    .max(1_000)
    .default(5),
  // What one shopper's unshipped orders of any payment method may hold (ADR 0021): pieces, and
  // their value at list price in whole rupees; an account whose caps the owner lifted is exempt.
  MAX_HELD_PIECES_PER_SHOPPER: z.coerce
    .number({ error: 'must be a whole number of pieces' })
    .int()
    .min(1)
    .max(1_000)
    .default(10),
  MAX_HELD_RUPEES_PER_SHOPPER: z.coerce
    .number({ error: 'must be a whole number of rupees' })
    .int()
    .min(1)
    .max(100_000_000)
    .default(100_000),
  // Hours a cash-on-delivery order waits for the shopper's confirmation before it lapses (ADR 0035).
  COD_CONFIRM_HOURS: z.coerce
    .number({ error: 'must be a number of hours, e.g. 24 or 0.5' })
    .min(0.005)
    .max(168)
    .default(24),
  // Largest order total, in rupees, that may be paid in cash on delivery (ADR 0035).
  COD_MAX_ORDER_RUPEES: z.coerce
    .number({ error: 'must be a whole number of rupees' })
    .int()
    .min(1)
    .max(10_000_000)
    .default(50_000),
  // Where SMS/WhatsApp notifications go (ADR 0036): none, or the stub outbox table (never in production).
  SMS_PROVIDER: z
    .enum(['none', 'outbox'], { error: 'must be none or outbox (no real provider is built yet)' })
    .default('none'),
  // WhatsApp order updates through Meta's Cloud API (ADR 0067): the system user's permanent token,
  // the sending number's id, the app secret that signs webhooks (X-Hub-Signature-256), the token
  // Meta echoes when the webhook is verified, and the Graph API's versioned base URL. All four or none.
  WHATSAPP_ACCESS_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText.refine((value) => value === undefined || /^\d{1,30}$/.test(value), {
    message: 'must be the phone number id Meta shows (digits only)',
  }),
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText.refine(
    (value) => value === undefined || /^[\x21-\x7e]{16,200}$/.test(value),
    { message: 'must be 16 to 200 printable ASCII characters without spaces' },
  ),
  WHATSAPP_API_URL: urlText(/^https?:\/\//, 'https://graph.facebook.com/v21.0').default(
    'https://graph.facebook.com/v21.0',
  ),
  // The local Cloud API stand-in when no WhatsApp settings are set (development and tests only).
  WHATSAPP_SANDBOX: booleanText(false),
  // Seconds before a failed WhatsApp message's first retry, doubled each time.
  WHATSAPP_RETRY_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int()
    .min(1)
    .max(3_600)
    .default(30),
  // Backups of the embedded database (ADR 0043): where they go (default `${DATA_DIR}/../backups`),
  // days base backups are kept, seconds after which a WAL segment is archived even if not full
  // (the recovery point for a lost disk), hours between base backups (0 = this instance takes none)
  // and the India-time hour the first of each day's backups is due.
  BACKUP_DIR: optionalText,
  BACKUP_KEEP_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int()
    .min(1)
    .max(3_650)
    .default(14),
  BACKUP_ARCHIVE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int()
    .min(10)
    .max(3_600)
    .default(60),
  BACKUP_EVERY_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours' })
    .int()
    .min(0)
    .max(168)
    .default(24),
  BACKUP_HOUR: z.coerce
    .number({ error: HOUR_ERROR })
    .int({ error: HOUR_ERROR })
    .min(0, { error: HOUR_ERROR })
    .max(23, { error: HOUR_ERROR })
    .default(3),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Seconds between SIGTERM and closing the port, while health answers 503 "draining" and requests
  // are still served, so a load balancer's health check takes the instance out first (ADR 0047).
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds, e.g. 5 or 0.5' })
    .min(0)
    .max(60)
    .default(0),
  // `GET /metrics` (ADR 0044): on the shop's port behind this bearer token, and/or on its own port.
  METRICS_TOKEN: optionalText.refine((value) => value === undefined || /^[\x21-\x7e]+$/.test(value), {
    message: 'must be printable ASCII without spaces',
  }),
  METRICS_PORT: z.coerce
    .number({ error: 'must be a port number (0-65535)' })
    .int()
    .min(0)
    .max(65_535)
    .optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // The seller's signing certificate for tax document PDFs (ADR 0059): a PKCS#12 file and its passphrase.
  DOCUMENT_SIGNING_P12: optionalText,
  DOCUMENT_SIGNING_PASSPHRASE: optionalText,
});

/** Shortest METRICS_TOKEN a production start accepts. */
export const METRICS_TOKEN_MIN_PRODUCTION = 32;

const isLoopbackHost = (host: string | undefined) =>
  host !== undefined && ['127.0.0.1', '::1', 'localhost'].includes(host.trim().toLowerCase());

const isTrue = (value: string | undefined) => value !== undefined && ['true', '1', 'yes'].includes(value);

/** Rules across variables; checked on the raw source so they are listed with every other problem. */
function crossProblems(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (source.NODE_ENV === 'production' && !source.JWT_SECRET) {
    problems.push('JWT_SECRET: is required when NODE_ENV=production');
  }
  if (Boolean(source.RAZORPAY_KEY_ID) !== Boolean(source.RAZORPAY_KEY_SECRET)) {
    problems.push('RAZORPAY_KEY_SECRET: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  if ((source.RAZORPAY_KEY_ID || source.RAZORPAY_KEY_SECRET) && isTrue(source.PAYMENT_SANDBOX)) {
    problems.push(
      'PAYMENT_SANDBOX: cannot be true while Razorpay keys are set (the sandbox never stands in for them)',
    );
  }
  if (source.NODE_ENV === 'production' && source.METRICS_TOKEN) {
    if (source.METRICS_TOKEN.length < METRICS_TOKEN_MIN_PRODUCTION) {
      problems.push(
        `METRICS_TOKEN: must be at least ${METRICS_TOKEN_MIN_PRODUCTION} characters when NODE_ENV=production`,
      );
    }
  }
  if (
    source.NODE_ENV === 'production' &&
    source.METRICS_PORT &&
    !source.METRICS_TOKEN &&
    !isLoopbackHost(source.METRICS_HOST || '127.0.0.1')
  ) {
    problems.push(
      'METRICS_HOST: a metrics port on a non-loopback address needs METRICS_TOKEN when NODE_ENV=production',
    );
  }
  if (source.METRICS_PORT && source.METRICS_PORT !== '0' && source.METRICS_PORT === (source.PORT || '3000')) {
    problems.push(
      'METRICS_PORT: must differ from PORT (unset it to serve /metrics on PORT with METRICS_TOKEN)',
    );
  }
  if (Boolean(source.SHIPROCKET_EMAIL) !== Boolean(source.SHIPROCKET_PASSWORD)) {
    problems.push('SHIPROCKET_PASSWORD: SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD must be set together');
  }
  if (source.SHIPROCKET_EMAIL && source.SHIPROCKET_PASSWORD && !source.SHIPROCKET_PICKUP_LOCATION) {
    problems.push(
      "SHIPROCKET_PICKUP_LOCATION: is required with Shiprocket's credentials (the pickup address's " +
        'nickname under Settings → Pickup addresses)',
    );
  }
  if ((source.SHIPROCKET_EMAIL || source.SHIPROCKET_PASSWORD) && isTrue(source.SHIPPING_SANDBOX)) {
    problems.push(
      'SHIPPING_SANDBOX: cannot be true while Shiprocket credentials are set (the stand-in never stands in for them)',
    );
  }
  if (source.NODE_ENV === 'production' && isTrue(source.SHIPPING_SANDBOX)) {
    problems.push(
      'SHIPPING_SANDBOX: the Shiprocket stand-in books no real parcel; it cannot be on when NODE_ENV=production',
    );
  }
  problems.push(...msg91Problems(source));
  if (source.NODE_ENV === 'production' && source.SMS_PROVIDER === 'outbox') {
    problems.push(
      'SMS_PROVIDER: outbox only records messages and sends none; it cannot be set in production',
    );
  }
  problems.push(...whatsappProblems(source));
  problems.push(...imageStoreProblems(source));
  if (source.NODE_ENV === 'production') problems.push(...productionProblems(source));
  return problems;
}

/** The S3_* settings a bucket cannot be reached without (ADR 0068). */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The image store's rules (ADR 0068): IMAGE_STORE=s3 needs the bucket and both keys; in production,
 * S3_* settings beside IMAGE_STORE=disk are refused too, since uploads would land on one machine's
 * disk while the operator meant the bucket.
 */
function imageStoreProblems(source: Record<string, string | undefined>): string[] {
  const set = S3_REQUIRED.filter((name) => source[name]);
  const missing = S3_REQUIRED.filter((name) => !source[name]);
  if (source.IMAGE_STORE === 's3') {
    return missing.length > 0
      ? [`${missing[0]}: is required with IMAGE_STORE=s3 (missing: ${missing.join(', ')})`]
      : [];
  }
  const anyS3 = set.length > 0 || Boolean(source.S3_ENDPOINT);
  if (source.NODE_ENV === 'production' && anyS3) {
    return [
      'IMAGE_STORE: S3_* settings are set but IMAGE_STORE is not s3; set IMAGE_STORE=s3 (and every ' +
        `one of ${S3_REQUIRED.join(', ')}) or remove them when NODE_ENV=production`,
    ];
  }
  return [];
}

/** The WHATSAPP_* settings that must be set together for the Cloud API (ADR 0067). */
const WHATSAPP_SETTINGS = [
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/**
 * WhatsApp's rules (ADR 0067): the Cloud API's four settings all or none (a half-set channel would
 * send without checking webhooks, or check webhooks it never gets); the stand-in never beside them,
 * and never in production.
 */
function whatsappProblems(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const set = WHATSAPP_SETTINGS.filter((name) => source[name]);
  if (set.length > 0 && set.length < WHATSAPP_SETTINGS.length) {
    const missing = WHATSAPP_SETTINGS.filter((name) => !source[name]);
    problems.push(
      `${missing[0]}: ${WHATSAPP_SETTINGS.join(', ')} must be set together (missing: ${missing.join(', ')})`,
    );
  }
  if (set.length > 0 && isTrue(source.WHATSAPP_SANDBOX)) {
    problems.push(
      'WHATSAPP_SANDBOX: cannot be true while WhatsApp Cloud API settings are set (the stand-in never stands in for them)',
    );
  }
  if (source.NODE_ENV === 'production' && isTrue(source.WHATSAPP_SANDBOX)) {
    problems.push(
      'WHATSAPP_SANDBOX: the WhatsApp stand-in sends no real message; it cannot be on when NODE_ENV=production',
    );
  }
  return problems;
}

/**
 * MSG91's settings across variables (ADR 0066): the auth key and template id together (a sender id
 * alone names no account), SMS_SANDBOX never beside them, and never in production (the stand-in
 * sends no SMS).
 */
function msg91Problems(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const key = Boolean(source.MSG91_AUTH_KEY);
  const template = Boolean(source.MSG91_TEMPLATE_ID);
  if (key !== template || (source.MSG91_SENDER_ID && !key && !template)) {
    problems.push(
      'MSG91_TEMPLATE_ID: MSG91_AUTH_KEY and MSG91_TEMPLATE_ID must be set together (MSG91_SENDER_ID needs both)',
    );
  }
  if ((key || template) && isTrue(source.SMS_SANDBOX)) {
    problems.push(
      'SMS_SANDBOX: cannot be true while MSG91 settings are set (the stand-in never stands in for them)',
    );
  }
  if (source.NODE_ENV === 'production' && isTrue(source.SMS_SANDBOX)) {
    problems.push(
      'SMS_SANDBOX: the MSG91 stand-in sends no SMS (codes only land in the outbox); it cannot be on when NODE_ENV=production',
    );
  }
  return problems;
}

/**
 * What NODE_ENV=production refuses besides JWT_SECRET and SMS_PROVIDER=outbox (docs/operations.md#production,
 * ADR 0047): no PUBLIC_URL or a plain-http one (links in mail, canonical URLs and the payment webhook
 * would point at localhost or travel unencrypted); no SMTP_URL (codes and receipts would go to files
 * nobody reads); a TRUST_PROXY hop count while the port listens beyond loopback (anyone reaching the
 * port directly could forge X-Forwarded-For and dodge the rate limits).
 */
function productionProblems(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (!source.PUBLIC_URL) {
    problems.push('PUBLIC_URL: is required when NODE_ENV=production (e.g. https://shahithreads.in)');
  } else if (source.PUBLIC_URL.startsWith('http://')) {
    problems.push('PUBLIC_URL: must be https:// when NODE_ENV=production');
  }
  if (!source.SMTP_URL) {
    problems.push(
      'SMTP_URL: is required when NODE_ENV=production (without it mail is only written to DATA_DIR/outbox)',
    );
  }
  const trust = parseTrustProxy(source.TRUST_PROXY);
  if (trust !== false && 'hops' in trust && !isLoopbackHost(source.HOST)) {
    problems.push(
      'TRUST_PROXY: a hop count trusts anyone who reaches the port; with NODE_ENV=production name the ' +
        "proxies' addresses (e.g. TRUST_PROXY=127.0.0.1) or listen on HOST=127.0.0.1",
    );
  }
  return problems;
}

/**
 * The warning a start logs (at `warn`) when NODE_ENV is not `production` but the settings are a
 * real deployment's: PUBLIC_URL is https:// or SMTP_URL is set. Undefined otherwise. Outside
 * production the payment sandbox is on without Razorpay keys (ADR 0019) and none of the checks
 * `productionProblems` makes is made.
 */
export function notProductionWarning(
  env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'SMTP_URL' | 'PAYMENT_SANDBOX'>,
): string | undefined {
  if (env.NODE_ENV === 'production') return undefined;
  const signs = [
    env.PUBLIC_URL.startsWith('https://') ? `PUBLIC_URL is ${env.PUBLIC_URL}` : '',
    env.SMTP_URL ? 'SMTP_URL is set' : '',
  ].filter(Boolean);
  if (signs.length === 0) return undefined;
  const sandbox = env.PAYMENT_SANDBOX
    ? 'the payment sandbox is ON: checkout offers "Pay" buttons that mark orders paid with no money taken'
    : 'the payment sandbox would stand in for missing Razorpay keys';
  return (
    `NODE_ENV is ${env.NODE_ENV}, but ${signs.join(' and ')}, as on a live shop. Outside production ` +
    `${sandbox}, and production's checks (JWT_SECRET, https PUBLIC_URL, SMTP_URL, TRUST_PROXY, ` +
    'metrics token, seller settings) are skipped. Set NODE_ENV=production (deploy/shop.env.example) ' +
    'and start again; on a development machine, use an http:// PUBLIC_URL and no SMTP_URL.'
  );
}

/** The SELLER_* variable of each seller setting (docs/decisions/0032-seller-settings-and-disclosures.md). */
const sellerVariables = {
  legalName: 'SELLER_LEGAL_NAME',
  tradeName: 'SELLER_TRADE_NAME',
  address: 'SELLER_ADDRESS',
  city: 'SELLER_CITY',
  state: 'SELLER_STATE',
  pinCode: 'SELLER_PIN_CODE',
  pan: 'SELLER_PAN',
  gstMode: 'SELLER_GST_MODE',
  gstin: 'SELLER_GSTIN',
  careEmail: 'SELLER_CARE_EMAIL',
  carePhone: 'SELLER_CARE_PHONE',
  grievanceName: 'SELLER_GRIEVANCE_NAME',
  grievanceDesignation: 'SELLER_GRIEVANCE_DESIGNATION',
  grievanceEmail: 'SELLER_GRIEVANCE_EMAIL',
  grievancePhone: 'SELLER_GRIEVANCE_PHONE',
} as const satisfies Record<
  Exclude<keyof SellerSettings, 'claimWindowDays' | 'registrationThreshold'>,
  string
>;
type SellerVariableField = keyof typeof sellerVariables;

/**
 * The seller's first settings from SELLER_* (checked by the back office's schema), or none when no
 * SELLER_* is set. Once one is set every one must be, but SELLER_TRADE_NAME (SHOP_NAME),
 * SELLER_CARE_EMAIL (SHOP_EMAIL), SELLER_GST_MODE (registered when SELLER_GSTIN is set) and
 * SELLER_GSTIN; a missing or bad value is a problem naming its variable.
 */
function sellerFromEnv(source: Record<string, string | undefined>) {
  const given = (name: string) => (source[name] === '' ? undefined : source[name]);
  const values = Object.fromEntries(
    Object.entries(sellerVariables).map(([field, name]) => [field, given(name)]),
  ) as Record<SellerVariableField, string | undefined>;
  if (Object.values(values).every((value) => value === undefined)) return { problems: [] };
  const input = {
    ...values,
    tradeName: values.tradeName ?? given('SHOP_NAME') ?? DEFAULT_SHOP_NAME,
    careEmail: values.careEmail ?? given('SHOP_EMAIL'),
    gstMode: values.gstMode ?? (values.gstin ? 'registered' : 'unregistered'),
    gstin: values.gstin ?? '',
  };
  const parsed = sellerSettingsSchema.safeParse(input);
  if (parsed.success) return { seller: parsed.data, problems: [] };
  const problems = parsed.error.issues.map((issue) => {
    const field = String(issue.path[0]) as SellerVariableField;
    const missing = input[field] === undefined;
    return `${sellerVariables[field]}: ${missing ? 'is required once any SELLER_* value is set' : issue.message}`;
  });
  return { problems: [...new Set(problems)] };
}

/**
 * The certificate of DOCUMENT_SIGNING_P12, opened with DOCUMENT_SIGNING_PASSPHRASE and checked
 * (./signing.ts), or none when the file is not set; a file that cannot sign is a problem, so the
 * shop refuses to start rather than issue unsigned credit notes it was told to sign.
 */
function signerFromEnv(source: Record<string, string | undefined>): {
  signer?: DocumentSigner;
  problems: string[];
} {
  const file = source.DOCUMENT_SIGNING_P12 || undefined;
  if (!file) {
    return source.DOCUMENT_SIGNING_PASSPHRASE
      ? { problems: ['DOCUMENT_SIGNING_PASSPHRASE: is set without DOCUMENT_SIGNING_P12'] }
      : { problems: [] };
  }
  try {
    return {
      signer: loadDocumentSigner(path.resolve(file), source.DOCUMENT_SIGNING_PASSPHRASE ?? ''),
      problems: [],
    };
  } catch (error) {
    return { problems: [`DOCUMENT_SIGNING_P12: ${(error as Error).message}`] };
  }
}

export type Env = ReturnType<typeof resolveEnv>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment (paths made absolute, defaults derived); EnvError lists every problem. */
export function resolveEnv(source: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(source);
  const seller = sellerFromEnv(source);
  const signing = signerFromEnv(source);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
    ...crossProblems(source),
    ...seller.problems,
    ...signing.problems,
  ];
  if (!parsed.success || problems.length > 0) throw new EnvError(problems);
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    IMAGE_DIR: path.resolve(env.IMAGE_DIR ?? path.join(dataDir, 'images')),
    BACKUP_DIR: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, '..', 'backups')),
    IMAGE_BASE_URL: env.IMAGE_BASE_URL.endsWith('/') ? env.IMAGE_BASE_URL : `${env.IMAGE_BASE_URL}/`,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    PAYMENT_SANDBOX: env.PAYMENT_SANDBOX ?? env.NODE_ENV !== 'production',
    /** The bucket's settings when IMAGE_STORE=s3 (ADR 0068), else undefined. */
    s3:
      env.IMAGE_STORE === 's3' && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    /** The seller's first settings from SELLER_*; stored at start only while none are (ADR 0032). */
    seller: seller.seller,
    /** The certificate tax documents are signed with (ADR 0059); undefined without DOCUMENT_SIGNING_P12. */
    documentSigner: signing.signer,
  };
}
