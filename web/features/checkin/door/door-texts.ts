import { CHECKIN_MESSAGES } from '@contracts/checkin/messages';
import type { CheckInMark, RosterEntry } from '@contracts/checkin/schemas';
import { formatTime } from '@contracts/time-format/dates';
import { viewerLocale, viewerTimeZone } from '../../../lib/viewer-time';

/** The door screen's own words (the server's are in contracts/checkin/messages.ts). */
export const DOOR_TEXTS = {
  title: 'Door mode',
  checkedIn: 'Checked in',
  undone: 'Check-in undone',
  walkInAdded: 'Walk-in checked in',
  notATicket: CHECKIN_MESSAGES.notATicket,
  notGoingAnyMore: CHECKIN_MESSAGES.notGoingAnyMore,
  organisersOnly: CHECKIN_MESSAGES.organisersOnly,
  neverOpenedOffline: 'Open door mode once while online to keep the roster on this device',
  ended: 'This event ended more than a day ago: its roster is no longer kept on this device.',
  loading: 'Loading the roster…',
  loadFailed: 'The roster could not be loaded. Check the connection and try again.',
  retry: 'Try again',
  pointCamera: 'Point the camera at a ticket',
  cameraRefused: 'The camera was refused: allow it in the browser’s settings to scan tickets. Check-in by name still works.',
  cameraAbsent: 'No camera is available on this device. Check-in by name still works.',
  cameraStarting: 'Starting the camera…',
  searchLabel: 'Find by name',
  noMatch: 'Nobody on the roster has that name',
  checkIn: 'Check in',
  undo: 'Undo',
  lastActions: 'Last scans',
  noActionsYet: 'Nothing scanned yet',
  addWalkIn: 'Add walk-in',
  walkInName: 'Name',
  walkInEmail: 'Email (optional)',
  walkInEmailInvalid: 'Enter a valid email address',
  walkInEmailHint: "We'll e-mail them a link to join the community",
  walkInNameRequired: 'Name is required',
  /** A walk-in's e-mail (the roster's welcome_mail). */
  welcomeSent: 'Invite e-mail sent',
  welcomeNotSent: 'Invite e-mail not sent: share the invite link in person',
  cancel: 'Cancel',
  doorName: 'This door is called',
  defaultDoorName: 'Door 1',
  closeDoorMode: 'Close door mode',
  closeConfirm: 'Close door mode on this device? Its copy of the roster is deleted; check-ins not yet sent are still sent.',
  offlineNote: 'Offline: check-ins are kept on this device and sent when the signal returns',
  waitingToSync: 'Waiting to sync',
  notSent: 'Not saved',
  dismiss: 'OK',
} as const;

/** "19:02" or "7:02 pm": when the door did it, in the viewer's clock. */
export function checkInTime(at: string): string {
  return formatTime(new Date(at), viewerTimeZone(), viewerLocale());
}

/** "Already checked in at 19:02, Door 2" (the door as it named itself). */
export function alreadyCheckedInText(mark: CheckInMark): string {
  return `Already checked in at ${checkInTime(mark.at)}${mark.door ? `, ${mark.door}` : ''}`;
}

/** "+1 guest", "+3 guests"; nothing without guests. */
export function guestsText(guests: number): string {
  return guests > 0 ? `+${guests} ${guests === 1 ? 'guest' : 'guests'}` : '';
}

/** "42 of 60 checked in". */
export function checkedInCountText(checkedIn: number, going: number): string {
  return `${checkedIn} of ${going} checked in`;
}

export function walkInsText(count: number): string {
  return `${count} ${count === 1 ? 'walk-in' : 'walk-ins'}`;
}

export function guestsCountText(count: number): string {
  return `${count} ${count === 1 ? 'guest' : 'guests'}`;
}

/** What became of a walk-in's invite e-mail, when one was asked for (the roster says once it is sent). */
export function welcomeMailText(entry: Pick<RosterEntry, 'welcome_mail'>): string | null {
  return entry.welcome_mail === 'sent' ? DOOR_TEXTS.welcomeSent : entry.welcome_mail === 'not_sent' ? DOOR_TEXTS.welcomeNotSent : null;
}
