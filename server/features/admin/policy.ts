import type { UserRow } from '../../users/repo';

/**
 * Site admins (`is_admin`, granted through ADMIN_EMAILS once the address is proven) see the admin
 * dashboard and the member list; nobody else does (spec section 6, "Site admin").
 */
export function canUseAdminDashboard(actor: Pick<UserRow, 'is_admin' | 'is_active'>): boolean {
  return actor.is_admin && actor.is_active;
}
