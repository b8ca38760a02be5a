import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { AppDeps } from '../deps';
import { hasLookedUpPreview } from './link-preview';
import { byAddress } from '../http/rate-limits';

const NAME = 'preview-miss-address';

/** True when this address has tried too many unknown invite codes: its pages get the app's own card. */
export const previewLookupRefused = (res: Response): boolean => (res.locals as { previewRefused?: boolean }).previewRefused === true;

/** Marks an answer whose invite code named nothing, so it counts against the address. */
export function countPreviewMiss(res: Response): void {
  (res.locals as { previewMiss?: boolean }).previewMiss = true;
}

/**
 * Rendering an invitation page's link preview looks its code up, so the HTML route would be a
 * way round the API's limit on guessing codes. It counts like the API's misses (per address, the
 * same rate), but a page is never refused: past the limit it is served with the app's own card
 * and no lookup, so guessing learns nothing and a person still gets their page.
 */
export function previewLookupLimit(deps: AppDeps): RequestHandler {
  const rate = deps.config.rateLimits.codeMissesPerAddress;
  const store = deps.limitStores?.(NAME);
  return rateLimit({
    ...(store ? { store } : {}),
    windowMs: rate.windowMs,
    limit: rate.limit,
    standardHeaders: false,
    legacyHeaders: false,
    identifier: NAME,
    keyGenerator: (req: Request) => `${NAME}:${byAddress(req) ?? ''}`,
    skip: (req: Request) => !hasLookedUpPreview(req.path) || byAddress(req) === null,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req: Request, res: Response) => (res.locals as { previewMiss?: boolean }).previewMiss !== true,
    handler: (_req: Request, res: Response, next) => {
      (res.locals as { previewRefused?: boolean }).previewRefused = true;
      next();
    },
  });
}
