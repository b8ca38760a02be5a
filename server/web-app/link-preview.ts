import { InviteCodeParams } from '@contracts/communities/schemas';
import { InvitationCodeParams } from '@contracts/invitations/schemas';
import { matchScreen } from '@contracts/screens/match-screen';
import { formatEventWhenForMail } from '@contracts/time-format';
import type { AppDeps } from '../deps';
import { inviteInfo } from '../features/communities/service';
import { publicInvitation } from '../features/invitations/service';
import { PRODUCT_NAME } from '../product';
import { AppError } from '../http/app-error';

/** What a chat app or social site shows for a link to the app: a card with a title, a line, the icon. */
export interface LinkPreview {
  title: string;
  description: string;
}

export const APP_DESCRIPTION = 'Communities, events, RSVPs and discussions in one place, even offline at the venue.';
const APP_PREVIEW: LinkPreview = { title: PRODUCT_NAME, description: APP_DESCRIPTION };
const TITLE_MAX = 100;
const DESCRIPTION_MAX = 240;

/** Cuts text to `max` characters at a word where it can, with an ellipsis. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) {
    return flat;
  }
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Whether a lookup failed because the code names nothing (the other failures are the server's own). */
const isMiss = (error: unknown): boolean => error instanceof AppError && error.status === 404;

/**
 * An event invitation's card: the event's title, then when (in the event's own zone, as the
 * invitation e-mail says it) and where: exactly what the invitation page shows any guest holding
 * the link, nothing more (not the message, not who else was invited).
 */
async function eventInvitationPreview(deps: AppDeps, rawCode: string): Promise<LinkPreview | 'miss'> {
  const parsed = InvitationCodeParams.safeParse({ code: rawCode });
  if (!parsed.success) {
    return 'miss';
  }
  const invitation = await publicInvitation(deps, parsed.data.code);
  const { event } = invitation;
  const when = event.start_datetime ? formatEventWhenForMail(event) : null;
  const parts = [when, event.location].filter((part): part is string => Boolean(part && part.trim()));
  return {
    title: clip(event.title, TITLE_MAX),
    description: clip(parts.length > 0 ? parts.join(' · ') : `An invitation on ${PRODUCT_NAME}`, DESCRIPTION_MAX),
  };
}

/** A community invitation's card: its name and description, as the community invite page shows them. */
async function communityInvitePreview(deps: AppDeps, rawCode: string): Promise<LinkPreview | 'miss'> {
  const parsed = InviteCodeParams.safeParse({ code: rawCode });
  if (!parsed.success) {
    return 'miss';
  }
  const community = await inviteInfo(deps, parsed.data.code);
  const members = community.member_count === 1 ? '1 member' : `${community.member_count} members`;
  const description = community.description?.trim() ? `${community.description.trim()} · ${members}` : `Join the community on ${PRODUCT_NAME} · ${members}`;
  return { title: clip(community.name, TITLE_MAX), description: clip(description, DESCRIPTION_MAX) };
}

/** Which card the screen at `pathname` has, and the code it names ('' when it cannot be read): none for most screens. */
function previewedCode(pathname: string): { of: 'event_invitation' | 'community_invite'; code: string } | null {
  const { screen, params } = matchScreen(pathname);
  return screen.linkPreview ? { of: screen.linkPreview.of, code: params[screen.linkPreview.codeParam] ?? '' } : null;
}

/**
 * The card for an address (the screen manifest's linkPreview): the event or community an
 * invitation link names, or the app's own card (the landing page, and a code that names
 * nothing, which says no more than that).
 * `mayLookUp` false (the address has tried too many unknown codes) answers the app's card
 * without asking the database. `found` is true when the card is an invitation's, `miss` when a
 * code named nothing.
 */
export async function linkPreviewFor(
  deps: AppDeps,
  pathname: string,
  mayLookUp: boolean,
): Promise<{ preview: LinkPreview; found: boolean; miss: boolean }> {
  const previewed = previewedCode(pathname);
  if (!previewed || previewed.code === '' || !mayLookUp) {
    return { preview: APP_PREVIEW, found: false, miss: false };
  }
  try {
    const found = previewed.of === 'event_invitation' ? await eventInvitationPreview(deps, previewed.code) : await communityInvitePreview(deps, previewed.code);
    return found === 'miss' ? { preview: APP_PREVIEW, found: false, miss: true } : { preview: found, found: true, miss: false };
  } catch (error) {
    if (isMiss(error)) {
      return { preview: APP_PREVIEW, found: false, miss: true };
    }
    throw error;
  }
}

/** Whether an address can carry a looked-up preview (an invitation link). */
export const hasLookedUpPreview = (pathname: string): boolean => (previewedCode(pathname)?.code ?? '') !== '';
