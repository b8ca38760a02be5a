import type { OutgoingMail } from '../../integrations/mail';

/** How long a reset token works; its mail is given up if it has not left by then (see jobs/mail-repo). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

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
