import { authRoutes as declared } from '@contracts/auth/routes';
import type { GoogleAuthUrlResponse } from '@contracts/calendar/schemas';
import type { AppDeps } from '../../deps';
import { bearerTokenOf } from '../../http/authenticate';
import { created, json, noContent, redirect, serveRoutes } from '../../http/route-handler';
import { presentUser } from '../../users/presenter';
import { changePassword, updateProfile } from './account-basics';
import { resendVerification, verifyEmail } from './email-verification';
import { finishGoogleSignIn, googleSignInUrl } from './google-sign-in';
import * as auth from './service';

/** /auth: accounts and sessions, e-mail confirmation, password resets, Google sign-in. */
export function authRoutes(deps: AppDeps) {
  return serveRoutes(declared, {
    register: async ({ body }) => created(presentUser(await auth.register(deps, body))),
    login: async ({ body }) => json(await auth.login(deps, body)),
    // Signing out ends a session; an API token is deactivated or deleted from the Developer page instead.
    logout: async ({ req }) => {
      await auth.logout(deps, bearerTokenOf(req));
      return noContent();
    },
    me: ({ actor }) => json(presentUser(actor)),
    updateSettings: async ({ actor, body }) => json(presentUser(await auth.updateSettings(deps, actor, body))),
    // The member's own name and password: browser sessions only, never a developer API token.
    updateMe: async ({ actor, body }) => json(presentUser(await updateProfile(deps, actor, body.full_name))),
    changePassword: async ({ actor, body, req }) => json(await changePassword(deps, actor, bearerTokenOf(req), body)),
    forgotPassword: async ({ body }) => json(await auth.forgotPassword(deps, body.email)),
    resetPassword: async ({ body }) => json(await auth.resetPassword(deps, body)),
    // Public: the link may be opened on another device than the one signed in.
    verifyEmail: async ({ body }) => json(await verifyEmail(deps, body.token)),
    resendVerification: async ({ actor }) => json(await resendVerification(deps, actor)),
    googleStart: async ({ query }) => {
      const body: GoogleAuthUrlResponse = { auth_url: await googleSignInUrl(deps, query.client_state) };
      return json(body);
    },
    // Google sends the browser here; the answer is a redirect to /auth/callback with a token or an error.
    googleCallback: async ({ query }) => redirect(await finishGoogleSignIn(deps, query)),
  });
}
