import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

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
  TRUST_PROXY: booleanFlag,
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  INVITATION_EMAILS_PER_HOUR: z.coerce.number().int().min(1).default(50),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  STATIC_DIR: z.string().default('dist'),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  PUSH_MAX_PER_SECOND: z.coerce.number().int().min(1).default(250),
}).superRefine((env, ctx) => {
  // A pair set by half would be ignored without a word: refuse it at start instead.
  for (const [a, b] of [['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'], ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']] as const) {
    if (Boolean(env[a]) !== Boolean(env[b])) {
      const missing = env[a] ? b : a;
      ctx.addIssue({ code: 'custom', path: [missing], message: `set ${a} and ${b} together (only one of them is set)` });
    }
  }
});

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
  trustProxy: boolean;
  authRateLimit: { max: number; windowMs: number };
  sessionDays: number;
  invitationEmailsPerHour: number;
  google: { clientId: string; clientSecret: string } | null;
  staticDir: string;
  /** VAPID keys from the environment; without them the server generates a pair once and keeps it. */
  vapid: { publicKey: string | null; privateKey: string | null; subject: string };
  /** Most push deliveries started per second, so a big fan-out leaves CPU to requests. */
  pushMaxPerSecond: number;
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
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: e.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60_000 },
    sessionDays: e.SESSION_DAYS,
    invitationEmailsPerHour: e.INVITATION_EMAILS_PER_HOUR,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : null,
    staticDir: e.STATIC_DIR,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY ?? null,
      privateKey: e.VAPID_PRIVATE_KEY ?? null,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    },
    pushMaxPerSecond: e.PUSH_MAX_PER_SECOND,
  };
}
