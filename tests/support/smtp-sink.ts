import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMailer } from '../../server/integrations/mail';
import type { Mailer } from '../../server/integrations/mail';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  /** Every message as it arrived, repeats included. */
  received: ReceivedMail[];
  /**
   * What a mail client shows: one message per Message-ID (a message delivered again with the same
   * Message-ID is the same message to the reader).
   */
  inbox: Map<string, ReceivedMail>;
  /** Waits for a mail to `to` (with `subject`, when given) and answers it. */
  waitForMailTo(to: string, timeoutMs?: number, subject?: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message it is given (after `delayMs`, a slow server). */
export async function startSmtpSink(port = 0, { delayMs = 0 }: { delayMs?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const inbox = new Map<string, ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          const mail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          };
          received.push(mail);
          inbox.set(messageIdOf(mail.raw) ?? `(no Message-ID ${received.length})`, mail);
          callback();
        }, delayMs);
      });
    },
  });
  // A client that dies mid-session (a test kills an instance) resets its connection: that is the
  // client's failure, not the mail server's.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET') {
      throw err;
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    inbox,
    async waitForMailTo(to, timeoutMs = 5000, subject) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...received].reverse().find((mail) => mail.to.includes(to) && (subject === undefined || mail.raw.includes(`Subject: ${subject}`)));
        if (found) {
          return found;
        }
        if (Date.now() > deadline) {
          throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw message's Message-ID header (`<key@domain>`), if it has one. */
export const messageIdOf = (raw: string): string | undefined => /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim();

/** The text of a raw MIME message with quoted-printable soft breaks and escapes undone. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A mail server that is down: a port that was free a moment ago and nobody listens on now, and a
 * mailer pointed at it. Start a sink on `port` (startSmtpSink(port)) to bring the server back.
 */
export async function unreachableSmtp(): Promise<{ port: number; mailer: Mailer }> {
  const probe = await startSmtpSink();
  const { port } = probe;
  await probe.close();
  return { port, mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Gather <no-reply@gather.test>', dataDir: '/tmp' }) };
}
