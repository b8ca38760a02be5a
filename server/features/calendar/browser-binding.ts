import { randomBytes } from 'node:crypto';
import type { CookieOptions } from 'express';
import { hashOpaqueToken } from '../auth';

/**
 * Ties a calendar connection to the browser that started it. Google's redirect back carries only
 * `state`, which anyone can hand on: without this, a member could send their own authorize link
 * to someone else, whose Google calendar would then be linked to the sender's account. Starting a
 * connection sets an HttpOnly cookie holding a random value whose hash the flow keeps (in
 * `client_state`); the callback takes the grant only with that cookie. It is SameSite=Lax, so it
 * comes back on Google's top-level redirect, and its path is the callback's alone.
 */
export interface BrowserBinding {
  cookieName: string;
  value: string;
  /** What the flow stores: only the hash of the cookie's value. */
  hash: string;
}

const PREFIX = 'gather_calendar_';

/** One cookie per flow, named after its hash, so two connections started in two tabs do not collide. */
const cookieNameFor = (hash: string) => `${PREFIX}${hash.slice(0, 16)}`;

export function newBrowserBinding(): BrowserBinding {
  const value = randomBytes(32).toString('base64url');
  const hash = hashOpaqueToken(value);
  return { cookieName: cookieNameFor(hash), value, hash };
}

function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      return rest.join('=');
    }
  }
  return null;
}

/** Whether the request comes from the browser that started the flow storing `hash`; the name of its cookie, to clear. */
export function checkBrowserBinding(cookieHeader: string | undefined, hash: string | null): { matches: boolean; cookieName: string | null } {
  if (!hash) {
    return { matches: false, cookieName: null };
  }
  const cookieName = cookieNameFor(hash);
  const value = cookieValue(cookieHeader, cookieName);
  return { matches: value !== null && hashOpaqueToken(value) === hash, cookieName };
}

/**
 * The cookie's options: the callback's path only, HttpOnly, SameSite=Lax, Secure over https; to set
 * it, `maxAgeMs` (as long as a flow lives); without, to clear it.
 */
export function bindingCookieOptions(callbackUrl: string, maxAgeMs?: number): CookieOptions {
  const url = new URL(callbackUrl);
  return { path: url.pathname, httpOnly: true, sameSite: 'lax', secure: url.protocol === 'https:', ...(maxAgeMs === undefined ? {} : { maxAge: maxAgeMs }) };
}
