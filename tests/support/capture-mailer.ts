import type { Mailer, OutgoingMail } from '../../server/integrations/mail';

export interface CaptureMailer extends Mailer {
  sent: OutgoingMail[];
  /** Resolves with the first mail to `to` sent after `since` mails, waiting for fire-and-forget sends. */
  waitForMailTo(to: string, timeoutMs?: number, subject?: string): Promise<OutgoingMail>;
}

/** A mailer that keeps mails in memory, for API tests (the SMTP path has its own test). */
export function captureMailer(): CaptureMailer {
  const sent: OutgoingMail[] = [];
  return {
    mode: 'files',
    sent,
    send(mail) {
      sent.push(mail);
      return Promise.resolve();
    },
    async waitForMailTo(to, timeoutMs = 2000, subject) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...sent].reverse().find((mail) => mail.to === to && (subject === undefined || mail.subject === subject));
        if (found) {
          return found;
        }
        if (Date.now() > deadline) {
          throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
