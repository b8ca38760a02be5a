import { z } from 'zod';

/** Public, non-secret facts the web app needs at run time. */
export const AppConfigResponse = z.object({
  product_name: z.string(),
  support_email: z.string(),
  google_sign_in_enabled: z.boolean(),
  /** Whether members can connect Google Calendar here; when false the app says so instead of offering a button that fails. */
  google_calendar_enabled: z.boolean(),
});
export type AppConfigResponse = z.infer<typeof AppConfigResponse>;

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const ReadyResponse = z.object({
  status: z.enum(['ready', 'shutting_down']),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;
