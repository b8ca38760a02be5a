import type { AccountExport, DeleteAccountRequest, DeleteAccountResponse } from '@contracts/account/schemas';
import { apiRequest } from '../../../lib/api-client';

/** GET /account/export: everything the member wrote and set. */
export function fetchAccountExport(): Promise<AccountExport> {
  return apiRequest<AccountExport>('/account/export');
}

/** POST /account/delete: ends the account (its personal data goes by a job on the server). */
export function deleteAccount(body: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return apiRequest<DeleteAccountResponse>('/account/delete', { method: 'POST', body });
}
