import fs from 'node:fs';
import path from 'node:path';

export interface WrittenEmail {
  file: string;
  to: string;
  subject: string;
  /** The whole message source (headers and decoded-enough body for assertions). */
  source: string;
}

/** Undoes quoted-printable soft breaks and escapes, enough to find links and texts. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The e-mails the file transport wrote under DATA_DIR/mail, oldest first, optionally for one recipient. */
export function readEmails(dataDir: string, recipient?: string): WrittenEmail[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((file) => {
      const source = decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), 'utf8'));
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(source)?.[1]?.trim() ?? '';
      return { file, to: header('To'), subject: header('Subject'), source };
    })
    .filter((mail) => !recipient || mail.to.toLowerCase().includes(recipient.toLowerCase()));
}
