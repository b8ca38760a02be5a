import type { ApiToken } from '../../../server/contracts/developer';

/** 'Nov 24, 2026' in the viewer's locale and time zone. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** 'Nov 24, 2026, 10:02 AM' in the viewer's locale and time zone. */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export const lastUsedText = (token: Pick<ApiToken, 'last_used_at'>): string => (token.last_used_at ? formatMoment(token.last_used_at) : 'Never');

export function expiresText(token: Pick<ApiToken, 'expires_at' | 'is_expired'>): string {
  if (!token.expires_at) {
    return 'Never';
  }
  return token.is_expired ? `Expired ${formatDay(token.expires_at)}` : formatDay(token.expires_at);
}

export const accessText = (token: Pick<ApiToken, 'access'>): string => (token.access === 'read_only' ? 'Read only' : 'Read and write');
