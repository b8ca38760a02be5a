import { z } from 'zod';
import { lineText } from '../fields';

const ENDPOINT_RULE = 'endpoint must be an https address on port 443';

/** A browser push endpoint: https on the default port (push services never use another). */
const pushEndpoint = lineText('endpoint')
  .max(2048, { error: 'endpoint must be at most 2,048 characters' })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && (url.port === '' || url.port === '443') && url.username === '' && url.password === '';
      } catch {
        return false;
      }
    },
    { error: ENDPOINT_RULE },
  );

const base64url = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} is too long` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `${field} must be base64url` });

/** The JSON of a browser PushSubscription (`subscription.toJSON()`). */
export const SubscribeRequest = z.strictObject({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) }),
});
export type SubscribeRequest = z.input<typeof SubscribeRequest>;

/** The subscription saved, named by its endpoint. */
export const SubscribeResponse = z.object({ endpoint: z.string() });
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;

export const UnsubscribeRequest = z.strictObject({ endpoint: lineText('endpoint').min(1, { error: 'endpoint is required' }).max(2048) });

export const PushConfigResponse = z.object({ public_key: z.string() });
export type PushConfigResponse = z.infer<typeof PushConfigResponse>;

/** What the service worker receives and shows. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page a click opens, relative to the app's origin. */
  url: z.string(),
  /** Notifications with the same tag replace each other (one per event). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
