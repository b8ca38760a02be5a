import type { OutgoingMail } from '../../integrations/mail';

/** Told once per failed renewal: Stripe retries the card, and Pro stays on meanwhile. */
export function paymentFailedMail(to: string, publicUrl: string, productName: string): OutgoingMail {
  const link = `${publicUrl}/settings`;
  const text = [
    'Hello,',
    '',
    `The payment for your ${productName} Pro subscription did not go through.`,
    'Your card will be tried again over the next few days, and Pro stays on meanwhile.',
    'To use another card, open Settings and choose Manage billing:',
    '',
    link,
  ].join('\n');
  const html = `<p>Hello,</p><p>The payment for your ${productName} Pro subscription did not go through.</p>
<p>Your card will be tried again over the next few days, and Pro stays on meanwhile.</p>
<p>To use another card, open <a href="${link}">Settings</a> and choose Manage billing.</p>`;
  return { to, subject: `Your ${productName} Pro payment did not go through`, text, html, links: [link] };
}
