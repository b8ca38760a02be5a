import { IDEMPOTENCY_KEY_RULE } from './idempotency';

/** The rules every call of the API keeps, shown at the top of the documentation. */
export const API_OVERVIEW = [
  'JSON in, JSON out, under `/api`; a request body may be up to 100 kB (413 beyond). Signed-in calls carry `Authorization: Bearer <token>`, in that header only (a token in the address, `?access_token=`, is refused with 401; any other spelling of the header too): a developer API token made on the Developer page (read-only or read-write, each with a per-minute limit stated in its `RateLimit-Policy` header; never for token management, account changes, payments or admin), or the session token from POST /auth/login.',
  'Every error is `{ "detail": "...", "code": "...", "errors"?: [{ "field", "message" }] }`: `detail` is a sentence for people, `code` a stable machine code. A request that fails its schema is a 400 whose `detail` names the first bad field and whose `errors` lists them all; unknown fields are refused. A write that refers to something another request deleted a moment before is a 409 `gone_meanwhile`, with nothing written. An unexpected failure is a 500 with no internal text.',
  'A resource the caller may not see answers 404, not 403, so its existence does not leak; 403 means the caller sees it but may not do this. Responses say what the caller may do (`permissions` on communities; `can_edit`, `can_delete`, `is_creator` on events; `can_delete` on comments), so clients never re-derive the rules.',
  IDEMPOTENCY_KEY_RULE,
].join('\n\n');
