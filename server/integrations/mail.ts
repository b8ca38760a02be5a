import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the mail carries; logged when mail is written to disk so a self-hosted admin can follow them. */
  links?: string[];
}

export interface Mailer {
  readonly mode: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<void>;
}

interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  log?: (line: string) => void;
}

/**
 * Sends mail through nodemailer: over SMTP when SMTP_URL is set, otherwise written as .eml files
 * under data/mail/ (nodemailer's stream transport builds the exact message SMTP would have carried).
 */
export function createMailer({ smtpUrl, from, dataDir, log = console.log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = path.join(dataDir, 'mail');
  return {
    mode: 'files',
    async send(mail) {
      const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await fs.mkdir(mailDir, { recursive: true });
      const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log(`[mail] SMTP_URL is not set; wrote "${mail.subject}" for ${mail.to} to ${file}`);
      for (const link of mail.links ?? []) {
        log(`[mail]   link: ${link}`);
      }
    },
  };
}
