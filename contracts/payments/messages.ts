/**
 * The texts and numbers of donations and Pro (spec sections 5, 8 and 9). Plain values with no imports,
 * so the web app shows the server's own words and limits without pulling zod into its bundle.
 */
export const DONATION = {
  currency: 'gbp',
  /** Pence. */
  min: 100,
  max: 100_000,
  defaultAmount: 500,
  presets: [300, 500, 1000, 2000],
} as const;

/** What Pro multiplies: the invitation e-mail hourly limit and the developer API rate limit. */
export const PRO_LIMIT_MULTIPLIER = 10;

export const PAYMENT_MESSAGES = {
  minDonation: 'Minimum donation amount is £1.00',
  maxDonation: 'Maximum donation amount is £1,000.00',
  wholePence: 'amount must be a whole number of pence',
  donationFailed: 'Failed to process donation. Please try again.',
  notConfigured: 'Payments are not set up on this server.',
  proNotConfigured: 'Pro is not available on this server.',
  providerUnavailable: 'The payment provider could not be reached. Nothing was charged; please try again in a moment.',
  alreadyPro: 'You already have Pro.',
  paymentBeingConfirmed: 'Your payment for Pro is being confirmed. Pro switches on in a moment.',
  checkoutBeingOpened: 'Your checkout is being prepared in another request. Please try again in a moment.',
  noSubscription: 'You do not have a Pro subscription.',
  notCancelling: 'Your Pro subscription is not set to end.',
  alreadyEnding: 'Your Pro subscription is already set to end.',
  manageBillingFirst: 'Your Pro subscription is waiting for a payment. Use Manage billing to settle it.',
  proEnded: 'Your Pro subscription has ended. Subscribe again to get Pro back.',
  noBillingAccount: 'You have no billing account yet. It is made when you first subscribe to Pro.',
  missingSignature: 'Stripe-Signature header is required',
  invalidSignature: 'Stripe-Signature does not match the body, or the event is older than 5 minutes',
  unexpectedEvent: 'The event does not have the shape this server reads',
} as const;
