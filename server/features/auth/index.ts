/** What other features may use of auth (the floors rule: docs/architecture.md). */
export { findSessionStart } from './repo';
export { hashOpaqueToken, newOpaqueToken, verifyPassword } from './secrets';
export { requireGoogle } from './google-sign-in';
export { OAUTH_FLOW_TTL_MS, startFlow, takeFlow } from './oauth-flows';
export type { OAuthFlowRow } from './oauth-flow-repo';
