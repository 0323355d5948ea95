import { readEmails, type WrittenEmail } from '../../../api/test/mail';
import { E2E_DATA_DIR } from './environment';

// The e-mails the server under test wrote (file transport, DATA_DIR/mail), as epic-stack's
// readEmail does for its mock mailer. The outbox sends shortly after the request that queued
// the message, so reading waits for it.

export async function waitForEmail(
  recipient: string,
  matches: (mail: WrittenEmail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<WrittenEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readEmails(E2E_DATA_DIR, recipient).filter(matches).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail for ${recipient} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in an e-mail whose path starts with `path` (e.g. '/reset-password'). */
export function linkIn(mail: WrittenEmail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/.?]/g, '\\$&')}[^\\s"<>]*`).exec(mail.source);
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[0].replace(/&amp;/g, '&');
}

/** Every e-mail written so far for `recipient` (to assert that no second one came). */
export const readEmailsFor = (recipient: string): WrittenEmail[] => readEmails(E2E_DATA_DIR, recipient);
