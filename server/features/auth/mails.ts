import type { OutgoingMail } from '../../integrations/mail';

/** The password-reset e-mail: one link to {PUBLIC_URL}/reset-password?token=..., valid for one hour. */
export function passwordResetMail(to: string, publicUrl: string, rawToken: string, productName: string): OutgoingMail {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(rawToken)}`;
  const text = [
    'Hello,',
    '',
    `Someone asked to reset the password of your ${productName} account.`,
    'Open this link to choose a new password. It works once and expires in one hour:',
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
  ].join('\n');
  const html = `<p>Hello,</p><p>Someone asked to reset the password of your ${productName} account.</p>
<p><a href="${link}">Choose a new password</a> (the link works once and expires in one hour).</p>
<p>If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>`;
  return { to, subject: `Reset your ${productName} password`, text, html, links: [link] };
}

/** How long an e-mail confirmation link works. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** The confirmation e-mail: one link to {PUBLIC_URL}/verify-email?token=..., valid for 24 hours. */
export function verificationMail(to: string, publicUrl: string, rawToken: string, productName: string): OutgoingMail {
  const link = `${publicUrl}/verify-email?token=${encodeURIComponent(rawToken)}`;
  const text = [
    'Hello,',
    '',
    `Please confirm that this is your e-mail address for ${productName}. Invitations sent to it reach you once it is confirmed.`,
    'Open this link to confirm it. It works once and expires in 24 hours:',
    '',
    link,
    '',
    `If you did not sign up for ${productName}, you can ignore this e-mail.`,
  ].join('\n');
  const html = `<p>Hello,</p><p>Please confirm that this is your e-mail address for ${productName}. Invitations sent to it reach you once it is confirmed.</p>
<p><a href="${link}">Confirm my e-mail address</a> (the link works once and expires in 24 hours).</p>
<p>If you did not sign up for ${productName}, you can ignore this e-mail.</p>`;
  return { to, subject: `Confirm your e-mail address for ${productName}`, text, html, links: [link] };
}
