import type { UserRow } from './repo';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** The member a request's credential belongs to (server/http/authenticate.ts sets it): their user row. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserRow {}
  }
}
