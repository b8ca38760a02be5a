import { Router } from 'express';
import { ForgotPasswordRequest, LoginRequest, RegisterRequest, ResetPasswordRequest, VerifyEmailRequest } from '@contracts/auth/schemas';
import { ChangePasswordRequest, UpdateProfileRequest, UpdateUserSettingsRequest } from '@contracts/users/schemas';
import { GoogleSignInQuery, OAuthCallbackQuery } from '@contracts/calendar/schemas';
import type { GoogleAuthUrlResponse } from '@contracts/calendar/schemas';
import { finishGoogleSignIn, googleSignInUrl } from './google-sign-in';
import type { AppDeps } from '../../deps';
import { actorOf, bearerTokenOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import type { ApiLimits } from '../../http/rate-limits';
import { parseRequest } from '../../http/validate';
import { presentUser } from '../users/presenter';
import { changePassword, updateProfile } from './account-basics';
import { resendVerification, verifyEmail } from './email-verification';
import * as auth from './service';

/** /auth: accounts and sessions (spec section 7, "Auth"). */
export function authRoutes(deps: AppDeps, { requireUser, requireSession }: Authenticators, limits: ApiLimits): Router {
  const router = Router();

  router.post('/register', ...limits.signUp, async (req, res) => {
    const body = parseRequest(RegisterRequest, req.body);
    const user = await auth.register(deps, body);
    res.status(201).json(presentUser(user));
  });

  router.post('/login', ...limits.login, async (req, res) => {
    const body = parseRequest(LoginRequest, req.body);
    res.json(await auth.login(deps, body));
  });

  // Signing out ends a session; an API token is deactivated or deleted from the Developer page instead.
  router.post('/logout', requireSession, async (req, res) => {
    await auth.logout(deps, bearerTokenOf(req));
    res.status(204).end();
  });

  router.get('/me', requireUser, (req, res) => {
    res.json(presentUser(actorOf(req)));
  });

  router.put('/me/settings', requireUser, async (req, res) => {
    const body = parseRequest(UpdateUserSettingsRequest, req.body);
    const user = await auth.updateSettings(deps, actorOf(req), body.google_calendar_global_auto_sync);
    res.json(presentUser(user));
  });

  // The member's own name and password: browser sessions only, never a developer API token.
  router.patch('/me', requireSession, async (req, res) => {
    const body = parseRequest(UpdateProfileRequest, req.body);
    res.json(presentUser(await updateProfile(deps, actorOf(req), body.full_name)));
  });

  router.post('/change-password', requireSession, ...limits.passwordCheck, async (req, res) => {
    const body = parseRequest(ChangePasswordRequest, req.body);
    res.json(await changePassword(deps, actorOf(req), bearerTokenOf(req), body));
  });

  router.post('/forgot-password', ...limits.forgotPassword, async (req, res) => {
    const body = parseRequest(ForgotPasswordRequest, req.body);
    res.json(await auth.forgotPassword(deps, body.email));
  });

  router.post('/reset-password', ...limits.resetPassword, async (req, res) => {
    const body = parseRequest(ResetPasswordRequest, req.body);
    res.json(await auth.resetPassword(deps, body));
  });

  // Public: the link may be opened on another device than the one signed in.
  router.post('/verify-email', ...limits.verifyEmail, async (req, res) => {
    const body = parseRequest(VerifyEmailRequest, req.body);
    res.json(await verifyEmail(deps, body.token));
  });

  router.post('/verify-email/resend', requireUser, ...limits.verificationMail, async (req, res) => {
    res.json(await resendVerification(deps, actorOf(req)));
  });

  router.get('/google', ...limits.googleSignInStart, async (req, res) => {
    const { client_state } = parseRequest(GoogleSignInQuery, req.query, 'query');
    const body: GoogleAuthUrlResponse = { auth_url: await googleSignInUrl(deps, client_state) };
    res.json(body);
  });

  // Google sends the browser here; the answer is a redirect to /auth/callback with a token or an error.
  router.get('/google/callback', async (req, res) => {
    const query = parseRequest(OAuthCallbackQuery, req.query, 'query');
    res.redirect(302, await finishGoogleSignIn(deps, query));
  });

  return router;
}
