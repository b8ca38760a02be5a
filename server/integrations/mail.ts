import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { narrowToOwner } from '../private-files';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the mail carries; logged (in development) when mail is written to disk so a developer can follow them. */
  links?: string[];
  /**
   * Stable for one queued mail: its Message-ID is `<key@domain of MAIL_FROM>`, so a mail sent again
   * (a crash between sending and recording it) is the same message to the recipient's mail client.
   */
  messageKey?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<void>;
}

interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  /** Print the links of mail written to files (development only: a reset link is a password). */
  logLinks?: boolean;
  log?: (line: string) => void;
}

/**
 * SMTP waits, in ms, unless SMTP_URL sets its own (`?socketTimeout=...`): bounded, so one send
 * always ends well within the mail worker's lease on it (queue/mail-worker.ts).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) {
      url.searchParams.set(name, String(ms));
    }
  }
  return url.toString();
}

/** The domain of MAIL_FROM, for Message-IDs ('Gather <no-reply@gather.local>' -> 'gather.local'). */
export function mailDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** Files holding mail, and their folder, are readable by the server's own user only: a mail may carry a reset link. */
const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

/**
 * The mail folder as an older version (or a copy) may have left it: the folder and the mails in it
 * readable by others. Narrowed once, when the mailer starts; symbolic links are not followed.
 */
function narrowMailFolder(mailDir: string, log: (line: string) => void): void {
  if (!fsSync.existsSync(mailDir)) {
    return;
  }
  try {
    narrowToOwner(mailDir);
    for (const entry of fsSync.readdirSync(mailDir, { withFileTypes: true })) {
      if (entry.isFile()) {
        narrowToOwner(path.join(mailDir, entry.name));
      }
    }
  } catch (err) {
    log(`[mail] could not make ${mailDir} private: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * Sends mail through nodemailer: over SMTP when SMTP_URL is set, otherwise written as .eml files
 * under data/mail/ (nodemailer's stream transport builds the exact message SMTP would have carried).
 */
export function createMailer({ smtpUrl, from, dataDir, logLinks = false, log = console.log }: MailerOptions): Mailer {
  const domain = mailDomain(from);
  const message = (mail: OutgoingMail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.messageKey ? { messageId: `<${mail.messageKey}@${domain}>` } : {}),
  });
  if (smtpUrl) {
    const transport = nodemailer.createTransport(withTimeouts(smtpUrl));
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail(message(mail));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = path.join(dataDir, 'mail');
  narrowMailFolder(mailDir, log);
  return {
    mode: 'files',
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await fs.mkdir(mailDir, { recursive: true, mode: PRIVATE_DIR });
      const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE });
      log(`[mail] SMTP_URL is not set; wrote "${mail.subject}" for ${mail.to} to ${file}`);
      if (logLinks) {
        for (const link of mail.links ?? []) {
          log(`[mail]   link: ${link}`);
        }
      }
    },
  };
}
