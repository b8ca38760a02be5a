import type { User } from '@contracts/users/schemas';
import type { UserRow } from './repo';

/** The user as the API shows it to that user; never includes the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    username: row.username,
    full_name: row.full_name,
    created_at: row.created_at,
    last_login_at: row.last_login_at,
    is_admin: row.is_admin,
    is_pro: row.is_pro,
    is_active: row.is_active,
    google_calendar_global_auto_sync: row.google_calendar_global_auto_sync,
    remind_day_before: row.remind_day_before,
    remind_hour_before: row.remind_hour_before,
    remind_by_email: row.remind_by_email,
    email_verified: row.email_verified_at !== null,
    sign_in_methods: [...(row.password_hash === null ? [] : (['email'] as const)), ...(row.google_linked ? (['google'] as const) : [])],
  };
}
