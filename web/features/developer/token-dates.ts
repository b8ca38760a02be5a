import type { ApiToken } from '@contracts/developer/schemas';
import { formatDateTime, formatMediumDate } from '@contracts/time-format';
import { viewerLocale, viewerTimeZone } from '../../lib/viewer-time';

/** '24 Nov 2026' (or 'Nov 24, 2026'), in the viewer's zone, as every screen writes a date. */
export function formatDay(iso: string): string {
  return formatMediumDate(new Date(iso), viewerTimeZone(), viewerLocale());
}

/** '24 Nov 2026, 10:02' (or 'Nov 24, 2026, 10:02 AM'), in the viewer's zone. */
export function formatMoment(iso: string): string {
  return formatDateTime(new Date(iso), viewerTimeZone(), viewerLocale());
}

export const lastUsedText = (token: Pick<ApiToken, 'last_used_at'>): string => (token.last_used_at ? formatMoment(token.last_used_at) : 'Never');

export function expiresText(token: Pick<ApiToken, 'expires_at' | 'is_expired'>): string {
  if (!token.expires_at) {
    return 'Never';
  }
  return token.is_expired ? `Expired ${formatDay(token.expires_at)}` : formatDay(token.expires_at);
}

export const accessText = (token: Pick<ApiToken, 'access'>): string => (token.access === 'read_only' ? 'Read only' : 'Read and write');
