import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Base64 content; `cid` set: an image the HTML shows inline. */
  attachments?: Array<{ filename: string; contentType: string; content: string; cid?: string }>;
}

/** The message as nodemailer takes it. */
const toMail = (message: MailMessage, from: string) => ({
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html ?? undefined,
  from,
  attachments: (message.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.content, 'base64'),
    ...(a.cid ? { cid: a.cid } : {}),
  })),
});

export interface MailTransport {
  /** Where mail goes, for the start-up log line (never a password). */
  readonly description: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file under
 * DATA_DIR/mail, so `npm start` needs no mail server and tests read what was "sent".
 */
export function createMailTransport(opts: { smtpUrl?: string; from: string; dataDir: string }): MailTransport {
  if (opts.smtpUrl) {
    // Bounded waits: a mail server that hangs must not hold the outbox worker.
    const transporter = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const host = new URL(opts.smtpUrl).host;
    return {
      description: `SMTP ${host}`,
      send: async (message) => {
        await transporter.sendMail(toMail(message, opts.from));
      },
      close: () => transporter.close(),
    };
  }
  const dir = path.join(opts.dataDir, 'mail');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let made: Promise<unknown> | undefined;
  return {
    description: `.eml files in ${dir}`,
    send: async (message) => {
      const info = await transporter.sendMail(toMail(message, opts.from));
      // Once per process, not per message (the folder is ours; tests may empty it, never remove it).
      await (made ??= fs.mkdir(dir, { recursive: true }));
      const name = `${Date.now()}-${randomBytes(6).toString('hex')}.eml`;
      // Written under a temporary name and renamed: a reader never sees half a message.
      const temp = path.join(dir, `.${name}.tmp`);
      await fs.writeFile(temp, info.message as Buffer);
      await fs.rename(temp, path.join(dir, name));
    },
    close: () => transporter.close(),
  };
}
