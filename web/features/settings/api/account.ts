import type { AccountExport, DeleteAccountRequest, DeleteAccountResponse } from '@contracts/account/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';

/** GET /account/export: everything the member wrote and set. */
export function fetchAccountExport(): Promise<AccountExport> {
  return apiRequest(apiPath('get', '/account/export'));
}

/** POST /account/delete: ends the account (its personal data goes by a job on the server). */
export function deleteAccount(body: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return apiRequest(apiPath('post', '/account/delete'), { method: 'POST', body });
}
