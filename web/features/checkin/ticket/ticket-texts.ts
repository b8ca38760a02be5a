/** What the ticket screen says besides the server's own messages (CHECKIN_MESSAGES). */
export const TICKET_TEXTS = {
  offlineNothingSaved: 'Open your ticket once while online to keep it on this device',
  movesWithDevice: 'Opening this ticket on another device moves it there: the code on this one stops working.',
  couldNotLoad: 'Could not get your ticket',
  tryAgainHint: 'Check your connection and try again.',
  qrLabel: 'Your ticket’s QR code: show it at the door',
} as const;

/** "+1 guest", "+2 guests"; null without guests. */
export function guestsText(guests: number): string | null {
  return guests > 0 ? `+${guests} ${guests === 1 ? 'guest' : 'guests'}` : null;
}
