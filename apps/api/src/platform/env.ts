import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { RECEIPT_SENDERS, type ReceiptSenderName } from './receipt-sender.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'usa true o false' })
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.test(value), hint);

// proxy-addr's names for the loopback, link-local and private ranges.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(value: string): boolean {
  if (PROXY_RANGE_NAMES.includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const PROXY_EXAMPLE =
  'por ejemplo 10.0.0.0/8,127.0.0.1, o uniquelocal si el balanceador está en una red privada';

/**
 * Which proxies may tell us the client's address: none, or these addresses and ranges. "Every
 * proxy" and a hop count are refused: neither checks who connects, so a client writes its own
 * address into X-Forwarded-For (decision 065).
 */
const trustedProxies = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: `true confiaría en el X-Forwarded-For que escriba cualquier cliente; escribe las direcciones o rangos CIDR de tus proxies (${PROXY_EXAMPLE})`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `un número de proxies no comprueba quién se conecta (Fastify no lo admite); escribe sus direcciones o rangos CIDR (${PROXY_EXAMPLE})`,
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${bad.map((entry) => `"${entry}"`).join(', ')}: no es una dirección IP ni un rango CIDR (${PROXY_EXAMPLE})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number({ error: 'debe ser un número' }).int().min(0).max(65535).default(3000),
  APP_NAME: z.string().min(1).default('Cambix'),
  APP_URL: optionalUrl(/^https?:\/\//, 'debe empezar con http:// o https://'),
  /**
   * Where passkeys are used, when not at APP_URL: a browser refuses an IP address as a passkey's scope, so a
   * test server at http://127.0.0.1 serves its passkey pages at http://localhost. Production uses APP_URL.
   */
  PASSKEY_ORIGIN: optionalUrl(/^https?:\/\//, 'debe empezar con http:// o https://'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'debe ser una URL postgres://'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'debe ser una URL redis://'),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'debe ser una URL smtp:// o smtps://'),
  MAIL_FROM: z.string().min(3).default('Cambix <no-reply@cambix.test>'),
  JWT_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  AUTH_PRIVATE_KEY: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || value.includes('PRIVATE KEY'),
      'debe ser una clave privada PEM',
    ),
  APP_KEYS: z
    .string()
    .default('cambix-web')
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .refine((keys) => keys.length > 0, 'indica al menos una clave de aplicación'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  SEED_DEMO: booleanFlag.optional(),
  SEED_DEMO_HISTORY: booleanFlag.optional(),
  TRUST_PROXY: trustedProxies,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_SLOW_REQUEST_MS: z.coerce
    .number({ error: 'debe ser un número' })
    .int({ error: 'debe ser un número entero' })
    .min(1, { error: 'debe ser al menos 1' })
    .max(600_000, { error: 'debe ser como mucho 600000' })
    .default(1000),
  WEB_DIST: z.string().optional(),
  ORDER_EXPIRY_SWEEP_SECONDS: z.coerce
    .number({ error: 'debe ser un número' })
    .int()
    .min(0)
    .max(86_400)
    .default(60),
  /** Where receipts go (decision 171): the SUNAT simulator in development, nothing (`local`) elsewhere. */
  RECEIPT_SENDER: z.enum(RECEIPT_SENDERS, { error: 'usa local, test, simulator o sunat' }).optional(),
  /** SUNAT's (or the OSE's) billService and the usuario SOL that calls it, for RECEIPT_SENDER=sunat. */
  SUNAT_URL: optionalUrl(/^https?:\/\//, 'debe empezar con http:// o https://'),
  SUNAT_USER: z.string().min(1).optional(),
  SUNAT_PASSWORD: z.string().min(1).optional(),
  /** The certificate receipts are signed with and its private key, PEM (decision 170). */
  SUNAT_CERTIFICATE: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || value.includes('BEGIN CERTIFICATE'),
      'debe ser un certificado PEM',
    ),
  SUNAT_PRIVATE_KEY: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || value.includes('PRIVATE KEY'),
      'debe ser una clave privada PEM',
    ),
  SIGN_IN_CHALLENGE_BITS: z.coerce.number({ error: 'debe ser un número' }).int().min(1).max(32).default(16),
  TEST_CLOCK_FILE: z.string().optional(),
  /** Web Push (decision 187): the VAPID key pair, base64url; without them one is made and kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'debe ser una clave pública P-256 en base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'debe ser una clave privada P-256 en base64url')
    .optional(),
  /** Who the push services may contact: a mailto: or https: URL; MAIL_FROM's address by default. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'debe empezar con mailto: o https://')
    .optional(),
});

export type Env = z.infer<typeof schema>;

/** Relative paths in the environment are read from the project folder, wherever the process starts. */
const projectRoot = path.resolve(import.meta.dirname, '../../../..');

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  appName: string;
  appUrl: string;
  /** The origin passkeys are created and used at (its host name is their relying party id). */
  passkeyOrigin: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  authPrivateKey: string | undefined;
  appKeys: string[];
  corsOrigins: string[];
  seedDemo: boolean;
  /** With the demo, its 90 days of orders (decision 111); e2e runs start without them. */
  seedDemoHistory: boolean;
  /** Fastify's `trustProxy`: false, or the addresses and ranges of the proxies in front. */
  trustProxy: false | string[];
  logLevel: Env['LOG_LEVEL'];
  /** A request answered after this many milliseconds is logged at warn; others only at debug. */
  slowRequestMs: number;
  webDist: string;
  /** How often expired temporary orders are swept (decision 034); 0 turns the sweep off. */
  orderExpirySweepSeconds: number;
  /** Leading zero bits of the proof-of-work asked after repeated failed sign-ins (decision 061). */
  signInChallengeBits: number;
  /** Who receives each boleta after its commit (docs/rules/receipts.md#sending-to-sunat). */
  receiptSender: ReceiptSenderName;
  /** billService for RECEIPT_SENDER=sunat (decision 171). */
  sunat: { url: string; user: string; password: string } | null;
  /** The signing certificate from the environment; else kept in `<dataDir>/keys` (decision 170). */
  sunatCertificate: { certificatePem: string; privateKeyPem: string } | null;
  /** End-to-end tests only: a file holding milliseconds to add to the server's clock (decision 124). */
  testClockFile: string | undefined;
  /** The VAPID key pair from the environment; null keeps one in the database (decision 187). */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** The contact VAPID names (mailto: or https:). */
  vapidSubject: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración no válida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** `Cambix <no-reply@cambix.test>` → `no-reply@cambix.test`. */
const mailAddress = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** Reads and validates the environment once, at start; every bad value is named in one message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && !env.JWT_SECRET) problems.push('JWT_SECRET: es obligatorio en producción');
  if (production && !env.AUTH_PRIVATE_KEY) problems.push('AUTH_PRIVATE_KEY: es obligatorio en producción');
  if (production && !env.APP_URL) problems.push('APP_URL: es obligatorio en producción');
  if (production && env.TEST_CLOCK_FILE) problems.push('TEST_CLOCK_FILE: no se permite en producción');
  if (production && env.PASSKEY_ORIGIN)
    problems.push('PASSKEY_ORIGIN: en producción las llaves de acceso usan APP_URL');
  const receiptSender = env.RECEIPT_SENDER ?? (env.NODE_ENV === 'development' ? 'simulator' : 'local');
  if (receiptSender === 'sunat') {
    for (const name of ['SUNAT_URL', 'SUNAT_USER', 'SUNAT_PASSWORD'] as const) {
      if (!env[name]) problems.push(`${name}: es obligatorio con RECEIPT_SENDER=sunat`);
    }
  }
  if (Boolean(env.SUNAT_CERTIFICATE) !== Boolean(env.SUNAT_PRIVATE_KEY)) {
    problems.push('SUNAT_CERTIFICATE y SUNAT_PRIVATE_KEY: van juntos');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY: van juntos');
  }
  if (production && receiptSender === 'sunat' && !env.SUNAT_CERTIFICATE) {
    problems.push('SUNAT_CERTIFICATE: es obligatorio en producción con RECEIPT_SENDER=sunat');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(projectRoot, env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    appName: env.APP_NAME,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    passkeyOrigin: new URL(env.PASSKEY_ORIGIN ?? env.APP_URL ?? `http://localhost:${env.PORT}`).origin,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jwtSecret: env.JWT_SECRET,
    authPrivateKey: env.AUTH_PRIVATE_KEY,
    appKeys: env.APP_KEYS,
    corsOrigins: env.CORS_ORIGINS,
    seedDemo: env.SEED_DEMO ?? !production,
    seedDemoHistory: (env.SEED_DEMO ?? !production) && (env.SEED_DEMO_HISTORY ?? true),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    slowRequestMs: env.LOG_SLOW_REQUEST_MS,
    webDist: path.resolve(projectRoot, env.WEB_DIST ?? 'apps/web/dist'),
    orderExpirySweepSeconds: env.ORDER_EXPIRY_SWEEP_SECONDS,
    signInChallengeBits: env.SIGN_IN_CHALLENGE_BITS,
    receiptSender,
    sunat:
      env.SUNAT_URL && env.SUNAT_USER && env.SUNAT_PASSWORD
        ? { url: env.SUNAT_URL, user: env.SUNAT_USER, password: env.SUNAT_PASSWORD }
        : null,
    sunatCertificate:
      env.SUNAT_CERTIFICATE && env.SUNAT_PRIVATE_KEY
        ? { certificatePem: env.SUNAT_CERTIFICATE, privateKeyPem: env.SUNAT_PRIVATE_KEY }
        : null,
    testClockFile: env.TEST_CLOCK_FILE,
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:${mailAddress(env.MAIL_FROM)}`,
  };
}
