import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { signIdToken } from './id-token';
import type { SigningKey } from './id-token';
import { token } from './state';
import type { FakeGoogleState } from './state';

export const CLIENT_ID = 'gather-test.apps.googleusercontent.com';
export const CLIENT_SECRET = 'gather-test-secret';
const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
const CALENDAR_LIST_SCOPE = 'https://www.googleapis.com/auth/calendar.calendarlist.readonly';
const ACCESS_TTL_S = 3599;

export const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The consent page a browser sees: pick an account, allow or untick calendar access, Continue or Cancel. */
function consentPage(state: FakeGoogleState, query: URLSearchParams): string {
  const scope = query.get('scope') ?? '';
  const asksCalendar = scope.includes(CALENDAR_SCOPE);
  const hidden = [...query.entries()].map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`).join('');
  const options = [...state.accounts.values()].map((a) => `<option value="${escape(a.sub)}">${escape(a.name)} (${escape(a.email)})</option>`).join('');
  return `<!doctype html><html><head><title>Sign in - Google Accounts (stand-in)</title></head><body>
<h1>Choose an account</h1><p>to continue to Gather</p>
<form method="get" action="/o/oauth2/v2/approve">${hidden}
<label>Account <select name="account">${options}</select></label>
${asksCalendar ? '<p><label><input type="checkbox" name="grant_calendar" value="1" checked> See and edit events on your calendars</label></p>' : ''}
<button type="submit" name="decision" value="allow">Continue</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form></body></html>`;
}

/** Approves (or denies) an authorization request: the redirect Google would answer with. */
export function approve(state: FakeGoogleState, query: URLSearchParams, sub: string | null, grantCalendar: boolean, deny = false): string {
  const redirect = new URL(query.get('redirect_uri') ?? '');
  const back = (params: Record<string, string>) => {
    for (const [k, v] of Object.entries(params)) {
      redirect.searchParams.set(k, v);
    }
    return redirect.toString();
  };
  const requestState = query.get('state') ?? '';
  if (deny) {
    return back({ error: 'access_denied', state: requestState });
  }
  const account = sub ? state.accounts.get(sub) : [...state.accounts.values()][0];
  if (!account || query.get('client_id') !== CLIENT_ID) {
    return back({ error: 'invalid_request', state: requestState });
  }
  const asked = (query.get('scope') ?? '').split(' ').filter(Boolean);
  let granted = grantCalendar ? asked : asked.filter((s) => s !== CALENDAR_SCOPE && s !== CALENDAR_LIST_SCOPE);
  if (state.grantOverride !== null) {
    granted = state.grantOverride.split(' ');
  }
  const code = token('code');
  state.codes.set(code, {
    grant: { sub: account.sub, clientId: CLIENT_ID, scope: granted.join(' ') },
    redirectUri: query.get('redirect_uri') ?? '',
    codeChallenge: query.get('code_challenge_method') === 'S256' ? query.get('code_challenge') : null,
    nonce: query.get('nonce'),
    offline: query.get('access_type') === 'offline',
  });
  return back({ code, state: requestState, scope: granted.join(' ') });
}

function issueAccessToken(state: FakeGoogleState, grantKey: string): string {
  const access = token('ya29');
  state.accessTokens.set(access, { grantKey, expiresAt: Date.now() + ACCESS_TTL_S * 1000 });
  return access;
}

function exchangeCode(state: FakeGoogleState, key: SigningKey, form: Record<string, string>, res: ServerResponse): void {
  const pending = state.codes.get(form.code ?? '');
  state.codes.delete(form.code ?? '');
  const verifier = form.code_verifier ?? '';
  const challengeOk = pending?.codeChallenge ? createHash('sha256').update(verifier).digest('base64url') === pending.codeChallenge : false;
  if (!pending || pending.redirectUri !== form.redirect_uri || !challengeOk || form.client_secret !== CLIENT_SECRET) {
    json(res, 400, { error: 'invalid_grant', error_description: 'Bad code, redirect_uri or code_verifier' });
    return;
  }
  const account = state.accounts.get(pending.grant.sub);
  const grantKey = token('grant');
  const refreshToken = pending.offline ? token('1//refresh') : null;
  state.grants.set(grantKey, { ...pending.grant, refreshToken, revoked: false });
  const now = Math.floor(Date.now() / 1000);
  const idToken =
    account && pending.grant.scope.split(' ').includes('openid')
      ? signIdToken(key, {
          iss: 'https://accounts.google.com',
          azp: CLIENT_ID,
          aud: CLIENT_ID,
          sub: account.sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
          ...(pending.nonce ? { nonce: pending.nonce } : {}),
          iat: now,
          exp: now + 3600,
        })
      : undefined;
  json(res, 200, {
    access_token: issueAccessToken(state, grantKey),
    expires_in: ACCESS_TTL_S,
    scope: pending.grant.scope,
    token_type: 'Bearer',
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    ...(idToken ? { id_token: idToken } : {}),
  });
}

function refresh(state: FakeGoogleState, form: Record<string, string>, res: ServerResponse): void {
  const entry = [...state.grants.entries()].find(([, grant]) => grant.refreshToken === form.refresh_token);
  if (!entry || entry[1].revoked || state.refuseRefresh || form.client_secret !== CLIENT_SECRET) {
    json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
    return;
  }
  json(res, 200, { access_token: issueAccessToken(state, entry[0]), expires_in: ACCESS_TTL_S, scope: entry[1].scope, token_type: 'Bearer' });
}

/** The grant an access token stands for, if it is live. */
export function grantOfAccessToken(state: FakeGoogleState, header: string | undefined) {
  const access = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  const entry = access ? state.accessTokens.get(access) : undefined;
  const grant = entry && entry.expiresAt > Date.now() ? state.grants.get(entry.grantKey) : undefined;
  return grant && !grant.revoked ? grant : null;
}

/** /o/oauth2/v2/auth, /o/oauth2/v2/approve, /token, /revoke and the certs. True when it answered. */
export function handleOAuth(state: FakeGoogleState, key: SigningKey, req: IncomingMessage, res: ServerResponse, url: URL, form: Record<string, string>): boolean {
  if (url.pathname === '/o/oauth2/v2/auth') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(consentPage(state, url.searchParams));
  } else if (url.pathname === '/o/oauth2/v2/approve') {
    const q = url.searchParams;
    const location = approve(state, q, q.get('account'), q.get('grant_calendar') === '1' || !(q.get('scope') ?? '').includes(CALENDAR_SCOPE), q.get('decision') === 'deny');
    res.writeHead(302, { Location: location });
    res.end();
  } else if (url.pathname === '/token' && req.method === 'POST') {
    state.tokenRequests.push(form);
    if (form.grant_type === 'authorization_code') {
      exchangeCode(state, key, form, res);
    } else {
      refresh(state, form, res);
    }
  } else if (url.pathname === '/revoke' && req.method === 'POST') {
    const revoked = url.searchParams.get('token') ?? form.token ?? '';
    const grant = [...state.grants.values()].find((g) => g.refreshToken === revoked);
    state.revoked.push(revoked);
    if (!grant || grant.revoked) {
      json(res, 400, { error: 'invalid_token' });
    } else {
      grant.revoked = true;
      json(res, 200, {});
    }
  } else if (url.pathname === '/oauth2/v1/certs') {
    json(res, 200, { [key.kid]: key.publicPem }, { 'Cache-Control': 'public, max-age=3600' });
  } else if (url.pathname === '/oauth2/v3/certs') {
    json(res, 200, { keys: [key.jwk] }, { 'Cache-Control': 'public, max-age=3600' });
  } else {
    return false;
  }
  return true;
}
