import path from 'node:path';
import { z } from 'zod';
import { parseAllowList } from './net/address-rules';
import { OWASP_PASSWORD_COST } from './password-cost';
import type { PasswordCost } from './password-cost';

/**
 * TRUST_PROXY: how many reverse proxies stand in front of the server. Express then takes the client's
 * address that many hops from the right of X-Forwarded-For, so a client cannot pick its own by
 * sending the header. 'true' means one proxy (the usual setup); 'false', '0' or unset: none.
 */
const proxyHops = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '' || text === 'false') {
      return 0;
    }
    if (text === 'true') {
      return 1;
    }
    if (/^[0-9]{1,2}$/.test(text)) {
      return Number(text);
    }
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be the number of proxies in front of the server (0, 1, 2...), or true for one' });
    return z.NEVER;
  });

/** A setting that is off when unset or blank (a blank line in a .env file means unset). */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));
/**
 * The base address of a service the server calls (Google's, or a stand-in for a self-hosted install
 * or the tests). https, or http only to this machine's loopback: a token must not cross a network in clear.
 */
const serviceUrl = (name: string) =>
  z
    .url()
    .optional()
    .refine((value) => {
      if (value === undefined) {
        return true;
      }
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname));
    }, `${name} must be an https address (http only on 127.0.0.1 or localhost)`);

/** TOKEN_ENCRYPTION_KEY: 32 bytes, as 64 hex digits or base64. */
const encryptionKey = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') {
      return null;
    }
    const text = value.trim();
    const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
    if (key.length !== 32) {
      ctx.addIssue({ code: 'custom', message: 'TOKEN_ENCRYPTION_KEY must be 32 bytes: 64 hex digits or 44 base64 characters (openssl rand -base64 32)' });
      return z.NEVER;
    }
    return key;
  });

/** A limit from the environment: a whole number of requests, at least 1. */
const limitCount = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Gather <no-reply@gather.local>'),
  SUPPORT_EMAIL: z.email().default('support@gather.local'),
  ADMIN_EMAILS: z.string().default(''),
  TRUST_PROXY: proxyHops,
  LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: limitCount(25),
  COMMENTS_PER_MEMBER_PER_MINUTE: limitCount(20),
  ASSISTANT_PARSES_PER_MEMBER_PER_MINUTE: limitCount(10),
  ASSISTANT_LLM_URL: z.url({ protocol: /^https?$/, error: 'ASSISTANT_LLM_URL must be an http(s) address, e.g. http://localhost:11434/v1' }).optional(),
  ASSISTANT_LLM_MODEL: z.string().optional(),
  ASSISTANT_LLM_API_KEY: z.string().optional(),
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  API_TOKEN_REQUESTS_PER_MINUTE: limitCount(600),
  LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE: limitCount(6),
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: limitCount(30),
  SIGNUPS_PER_ADDRESS_PER_HOUR: limitCount(100),
  SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  AUTH_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  // At most 9 s: the whole shutdown fits in 10 s, and what runs after the window needs a moment to finish.
  SHUTDOWN_UNREADY_MS: z.coerce.number().int().min(0).max(9000).optional(),
  INVITATION_EMAILS_PER_HOUR: z.coerce.number().int().min(1).default(50),
  INVITATION_EMAILS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).default(5),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_OAUTH_URL: serviceUrl('GOOGLE_OAUTH_URL'),
  GOOGLE_API_URL: serviceUrl('GOOGLE_API_URL'),
  TOKEN_ENCRYPTION_KEY: encryptionKey,
  GOOGLE_API_MAX_PER_SECOND: limitCount(50),
  GOOGLE_API_MAX_PER_USER_PER_MINUTE: limitCount(300),
  STATIC_DIR: z.string().default('dist'),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  PUSH_MAX_PER_SECOND: z.coerce.number().int().min(1).default(250),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  REDIS_KEY_PREFIX: z.string().default('gather:'),
  OUTBOUND_ALLOWED_HOSTS: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      try {
        parseAllowList(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: `${err instanceof Error ? err.message : String(err)} (use host, host:port or a CIDR range, comma-separated)` });
      }
    }),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRO_PRICE_ID: optionalText,
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'STRIPE_API_URL must be an http or https address' }).default('https://api.stripe.com'),
}).superRefine((env, ctx) => {
  if (Boolean(env.ASSISTANT_LLM_URL) !== Boolean(env.ASSISTANT_LLM_MODEL)) {
    ctx.addIssue({ code: 'custom', path: [env.ASSISTANT_LLM_URL ? 'ASSISTANT_LLM_MODEL' : 'ASSISTANT_LLM_URL'], message: 'set ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL together' });
  }
  // A pair set by half would be ignored without a word: refuse it at start instead.
  for (const [a, b] of [['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'], ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']] as const) {
    if (Boolean(env[a]) !== Boolean(env[b])) {
      const missing = env[a] ? b : a;
      ctx.addIssue({ code: 'custom', path: [missing], message: `set ${a} and ${b} together (only one of them is set)` });
    }
  }
  // Payments without the webhook secret would take money and never record it (donations stay
  // unpaid, Pro never switches on): refuse to start rather than run that way.
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'set STRIPE_WEBHOOK_SECRET with STRIPE_SECRET_KEY: payments are confirmed only by signed webhooks' });
  }
});

/** `limit` requests per `windowMs`; the next one answers 429 until the window ends. */
export interface Rate {
  limit: number;
  windowMs: number;
}

/** Every rate limit of the API (server/http/rate-limits.ts applies them). */
export interface RateLimits {
  /** Failed sign-ins per account (its normalised e-mail), from any address: someone guessing one password. */
  loginFailuresPerAccount: Rate;
  /** Failed sign-ins per client address (IPv6 by /64): someone guessing many accounts. Each applies. */
  loginFailuresPerAddress: readonly Rate[];
  /** Sign-up attempts per address: a venue's Wi-Fi signing up together stays far below it. */
  signUpsPerAddress: Rate;
  /** Password reset mails asked for, per account and per address (each is a mail sent). */
  resetMailsPerAccount: Rate;
  resetMailsPerAddress: Rate;
  /** Reset links that did not work, per address. */
  resetFailuresPerAddress: Rate;
  /** Invite codes looked up that do not exist, per address (public and signed-in lookups alike). */
  codeMissesPerAddress: Rate;
  /** Invite code lookups of any outcome, per address. */
  codeLookupsPerAddress: Rate;
  /** Google sign-ins started, per address: each stores a flow until it expires, and needs no account. */
  googleSignInStartsPerAddress: Rate;
  /** Confirmation links one member may ask to be sent again. */
  verificationMailsPerMember: Rate;
  /** Comments and replies one member may post (a person types a few a minute; a script, hundreds a second). */
  commentsPerMember: Rate;
  /** Event assistant reads one member may ask for (each may fetch a web page). */
  assistantParsesPerMember: Rate;
  /** Requests one developer API token may make; a Pro member's tokens PRO_RATE_MULTIPLIER times as many. */
  apiTokenRequests: Rate;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type DatabaseConfig =
  | { client: 'sqlite'; filename: string }
  | { client: 'postgres'; connectionString: string; searchPath?: string };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  adminEmails: ReadonlySet<string>;
  /** Reverse proxies in front of the server (Express's `trust proxy` hop count). */
  trustProxy: number;
  rateLimits: RateLimits;
  sessionDays: number;
  /** How long an instance may answer from memory who a bearer token belongs to (0: ask the database every time). */
  authCacheSeconds: number;
  /**
   * On SIGTERM, how long the port stays open after readiness starts failing, so a balancer sees the
   * 503 before connections are refused (part of the 10 s shutdown).
   */
  shutdownUnreadyMs: number;
  invitationEmailsPerHour: number;
  /** Invitation e-mails one address may receive in 24 hours, from all senders together. */
  invitationEmailsPerRecipientPerDay: number;
  /**
   * Google sign-in and Calendar: null without GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET. `oauthUrl` and
   * `apiUrl` are null for Google's own addresses, else a stand-in's base address.
   */
  google: { clientId: string; clientSecret: string; oauthUrl: string | null; apiUrl: string | null } | null;
  /** The key refresh tokens are encrypted with (AES-256-GCM); null: generated once and kept in the database. */
  tokenEncryptionKey: Buffer | null;
  /** Pacing of Calendar API calls by the sync worker: for this instance, and per member. */
  googleApiRate: { perSecond: number; perUserPerMinute: number };
  staticDir: string;
  /** VAPID keys from the environment; without them the server generates a pair once and keeps it. */
  vapid: { publicKey: string | null; privateKey: string | null; subject: string };
  /** Most push deliveries started per second, so a big fan-out leaves CPU to requests. */
  pushMaxPerSecond: number;
  /** How much the server logs (pino levels; one JSON line per request and per job). */
  logLevel: string;
  /** Redis for what several instances must share (rate limits); null: one process, memory. */
  redis: { url: string; keyPrefix: string } | null;
  /**
   * OUTBOUND_ALLOWED_HOSTS: host names, host:port pairs and CIDR ranges outbound requests may reach
   * although they are not public (server/integrations/outbound). Empty: the public internet only.
   */
  outboundAllowedHosts: readonly string[];
  /** Stripe (donations and Pro); null without STRIPE_SECRET_KEY: every payment route answers 503. */
  payments: PaymentsConfig | null;
  /**
   * What a password hash costs (argon2id). OWASP's baseline on every server, not settable from the
   * environment; only the API tests' app (tests/support/test-app.ts) hashes at the smallest cost.
   */
  passwordCost: PasswordCost;
  /** The event assistant's optional language model (an OpenAI-compatible chat completions API); null: rules only. */
  assistantLlm: { url: string; model: string; apiKey: string | null; timeoutMs: number } | null;
}

export interface PaymentsConfig {
  secretKey: string;
  /** Public by design (a browser may hold it); the app pays through Checkout, so it is informative. */
  publishableKey: string | null;
  webhookSecret: string;
  /** The recurring Price members subscribe to; null: donations only, Pro is off. */
  proPriceId: string | null;
  /** Stripe's API, or a stand-in the real SDK is pointed at (tests, a proxy). */
  apiUrl: URL;
}

function paymentsConfig(e: z.infer<typeof EnvSchema>): PaymentsConfig | null {
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    return null;
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    proPriceId: e.STRIPE_PRO_PRICE_ID ?? null,
    apiUrl: new URL(e.STRIPE_API_URL),
  };
}

function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) {
    return { client: 'sqlite', filename: path.join(dataDir, 'gather.sqlite') };
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return { client: 'postgres', connectionString: url };
  }
  if (url.startsWith('sqlite:')) {
    return { client: 'sqlite', filename: url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '') };
  }
  throw new Error(`DATABASE_URL must start with postgres://, postgresql:// or sqlite: (got "${url.split(':')[0]}:")`);
}

/** Reads every environment variable the server uses, once, with defaults. Throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    database: parseDatabaseUrl(e.DATABASE_URL, e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL && e.SMTP_URL.length > 0 ? e.SMTP_URL : null,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    adminEmails: new Set(
      e.ADMIN_EMAILS.split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      loginFailuresPerAccount: { limit: e.LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR, windowMs: HOUR },
      loginFailuresPerAddress: [
        { limit: e.LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE, windowMs: MINUTE },
        { limit: e.LOGIN_FAILURES_PER_ADDRESS_PER_HOUR, windowMs: HOUR },
      ],
      signUpsPerAddress: { limit: e.SIGNUPS_PER_ADDRESS_PER_HOUR, windowMs: HOUR },
      resetMailsPerAccount: { limit: 5, windowMs: HOUR },
      resetMailsPerAddress: { limit: 20, windowMs: HOUR },
      resetFailuresPerAddress: { limit: 10, windowMs: 15 * MINUTE },
      codeMissesPerAddress: { limit: 20, windowMs: 15 * MINUTE },
      codeLookupsPerAddress: { limit: 300, windowMs: 15 * MINUTE },
      googleSignInStartsPerAddress: { limit: 60, windowMs: 15 * MINUTE },
      commentsPerMember: { limit: e.COMMENTS_PER_MEMBER_PER_MINUTE, windowMs: MINUTE },
      assistantParsesPerMember: { limit: e.ASSISTANT_PARSES_PER_MEMBER_PER_MINUTE, windowMs: MINUTE },
      verificationMailsPerMember: { limit: 3, windowMs: HOUR },
      apiTokenRequests: { limit: e.API_TOKEN_REQUESTS_PER_MINUTE, windowMs: MINUTE },
    },
    sessionDays: e.SESSION_DAYS,
    authCacheSeconds: e.AUTH_CACHE_SECONDS,
    // Behind a balancer in production; a developer's Ctrl-C and the tests' servers stop at once.
    shutdownUnreadyMs: e.SHUTDOWN_UNREADY_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
    invitationEmailsPerHour: e.INVITATION_EMAILS_PER_HOUR,
    invitationEmailsPerRecipientPerDay: e.INVITATION_EMAILS_PER_RECIPIENT_PER_DAY,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            oauthUrl: e.GOOGLE_OAUTH_URL?.replace(/\/+$/, '') ?? null,
            apiUrl: e.GOOGLE_API_URL?.replace(/\/+$/, '') ?? null,
          }
        : null,
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY,
    googleApiRate: { perSecond: e.GOOGLE_API_MAX_PER_SECOND, perUserPerMinute: e.GOOGLE_API_MAX_PER_USER_PER_MINUTE },
    staticDir: e.STATIC_DIR,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY ?? null,
      privateKey: e.VAPID_PRIVATE_KEY ?? null,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    },
    pushMaxPerSecond: e.PUSH_MAX_PER_SECOND,
    // Test runs start many servers: they log only when asked to.
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
    assistantLlm:
      e.ASSISTANT_LLM_URL && e.ASSISTANT_LLM_MODEL
        ? { url: e.ASSISTANT_LLM_URL, model: e.ASSISTANT_LLM_MODEL, apiKey: e.ASSISTANT_LLM_API_KEY || null, timeoutMs: e.ASSISTANT_LLM_TIMEOUT_MS }
        : null,
    outboundAllowedHosts: e.OUTBOUND_ALLOWED_HOSTS.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    payments: paymentsConfig(e),
    passwordCost: OWASP_PASSWORD_COST,
  };
}
