import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { STATEMENT_MESSAGES } from '@safari/contracts/admin-payments';
import { isIsoDate } from '@safari/contracts/calendar';
import { parseStructuredCommunication } from '@safari/contracts/payments/bank-transfer';

// An ISO 20022 camt.053 bank-to-customer statement, read into the credits the ledger cares
// about. Pure: bytes in, credits out, or a StatementFormatError that says why not.
//
// The file comes from a staff upload, so it is untrusted XML. A bank statement never declares a
// DOCTYPE or an entity, so any declaration is refused before parsing (no billion laughs, no
// external entity); the parser itself runs with entity processing off, and the five predefined
// entities and character references are decoded here, without any expansion.

export class StatementFormatError extends Error {}

export interface StatementCredit {
  /** The bank's own reference of the line: once per statement line, whatever the file. */
  reference: string;
  amountMinor: number;
  currency: string;
  bookedOn: string;
  /** Unstructured and structured remittance information, as the payer wrote it. */
  remittance: string;
  /** The twelve digits of a valid Belgian structured communication in the remittance. */
  communication: string | null;
  debtorName: string | null;
  /** A credit that reverses a debit (a transfer of ours that bounced): never a traveller's payment. */
  reversal: boolean;
}

export interface ParsedStatement {
  /** `Stmt/Id`, space-separated when the file holds several statements. */
  statementId: string;
  accountIban: string;
  credits: StatementCredit[];
  /** Debits and entries not yet booked: read, not imported. */
  skipped: number;
}

type Node = Record<string, unknown>;

const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'CdtrRefInf']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

const invalid = (detail: string) => new StatementFormatError(STATEMENT_MESSAGES.invalid(detail));

/** The predefined XML entities and character references; anything else stays as written. */
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeText(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/g, (whole, name: string) => {
    if (!name.startsWith('#')) return PREDEFINED[name] ?? whole;
    const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const asNode = (value: unknown): Node | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** The node at `path` (`Acct.Id.IBAN`); a list on the way is entered at its first item. */
function at(node: unknown, path: string): unknown {
  let current = node;
  for (const key of path.split('.')) {
    const here = asNode(Array.isArray(current) ? current[0] : current);
    if (!here) return undefined;
    current = here[key];
  }
  return current;
}

/** The text of the element at `path`, trimmed and decoded; undefined when absent or empty. */
function textAt(node: unknown, path: string): string | undefined {
  const value = at(node, path);
  const raw = typeof value === 'string' ? value : asNode(value)?.['#text'];
  if (typeof raw !== 'string') return undefined;
  const text = decodeText(raw).trim();
  return text === '' ? undefined : text;
}

/** ISO 4217 minor units of any currency, from the runtime's own table (2 for EUR, 0 for JPY). */
function decimalsOf(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    throw invalid(`unknown currency ${currency}`);
  }
}

function amountOf(node: unknown, where: string): { amountMinor: number; currency: string } {
  const text = textAt(node, 'Amt');
  const currency = asNode(at(node, 'Amt'))?.['@Ccy'];
  if (!text || typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) throw invalid(`${where} has no amount with a currency`);
  const decimals = decimalsOf(currency);
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  const fraction = match?.[2] ?? '';
  if (!match || fraction.length > decimals) throw invalid(`${where} has an amount that is not a positive decimal (${text.slice(0, 30)})`);
  const amountMinor = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw invalid(`${where} has an amount out of range (${text.slice(0, 30)})`);
  return { amountMinor, currency };
}

function dateOf(node: unknown, fallback: string | undefined, where: string): string {
  const value =
    textAt(node, 'BookgDt.Dt') ?? textAt(node, 'BookgDt.DtTm') ?? textAt(node, 'ValDt.Dt') ?? textAt(node, 'ValDt.DtTm') ?? fallback;
  const date = value?.slice(0, 10);
  if (!date || !isIsoDate(date)) throw invalid(`${where} has no booking date`);
  return date;
}

/** A structured communication in free text: '+++123/4567/89002+++', '***…***' or twelve bare digits. */
function communicationIn(texts: string[]): string | null {
  for (const text of texts) {
    const whole = parseStructuredCommunication(text);
    if (whole) return whole;
  }
  for (const text of texts) {
    for (const m of text.matchAll(/(?:\+{3}|\*{3})\s*(\d{3})\s*\/?\s*(\d{4})\s*\/?\s*(\d{5})\s*(?:\+{3}|\*{3})/g)) {
      const found = parseStructuredCommunication(`${m[1]}${m[2]}${m[3]}`);
      if (found) return found;
    }
    for (const m of text.matchAll(/(?<!\d)\d{12}(?!\d)/g)) {
      const found = parseStructuredCommunication(m[0]);
      if (found) return found;
    }
  }
  return null;
}

/** Remittance, debtor and amount of one transaction (TxDtls), when the entry carries them. */
function details(tx: unknown) {
  const structured = list(at(tx, 'RmtInf.Strd')).flatMap((s) => list(asNode(s)?.['CdtrRefInf']).map((r) => textAt(r, 'Ref')));
  const unstructured = list(at(tx, 'RmtInf.Ustrd')).map((u) => textAt({ u }, 'u'));
  const refs = structured.filter((r): r is string => !!r);
  const texts = unstructured.filter((u): u is string => !!u);
  return {
    refs,
    texts,
    debtorName: textAt(tx, 'RltdPties.Dbtr.Nm') ?? textAt(tx, 'RltdPties.Dbtr.Pty.Nm') ?? null,
    amount: asNode(at(tx, 'AmtDtls.TxAmt')) ?? (at(tx, 'Amt') !== undefined ? asNode(tx) : undefined),
    reference: textAt(tx, 'Refs.AcctSvcrRef'),
  };
}

const hashReference = (...parts: string[]) => `H${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 40)}`;

function creditsOf(entry: Node, index: number, statement: { id: string; iban: string; date?: string }): StatementCredit[] {
  const where = `entry ${index + 1} of statement ${statement.id.slice(0, 40)}`;
  const bookedOn = dateOf(entry, statement.date, where);
  const reversal = textAt(entry, 'RvslInd') === 'true';
  // The bank's reference is unique for the account; an entry's NtryRef only within its statement.
  const entryNumber = textAt(entry, 'NtryRef');
  const entryRef =
    textAt(entry, 'AcctSvcrRef') ??
    (entryNumber ? `${statement.iban}/${statement.id}/${entryNumber}` : hashReference(statement.iban, statement.id, String(index)));
  const txs = list(entry['NtryDtls'])
    .flatMap((d) => list(asNode(d)?.['TxDtls']))
    .map(details);
  const line = (amount: { amountMinor: number; currency: string }, parts: ReturnType<typeof details>[], reference: string) => {
    const remittanceTexts = parts.flatMap((p) => [...p.refs, ...p.texts]);
    return {
      reference,
      ...amount,
      bookedOn,
      remittance: remittanceTexts.join(' ').slice(0, 2000),
      communication: communicationIn(parts.flatMap((p) => p.refs).concat(parts.flatMap((p) => p.texts))),
      debtorName: parts.find((p) => p.debtorName)?.debtorName?.slice(0, 200) ?? null,
      reversal,
    };
  };
  // A batch booking (one entry, several transfers, each with its amount) gives one line per transfer.
  if (txs.length > 1 && txs.every((tx) => tx.amount)) {
    return txs.map((tx, i) => line(amountOf(tx.amount, `${where}, transaction ${i + 1}`), [tx], tx.reference ?? `${entryRef}/${i + 1}`));
  }
  return [line(amountOf(entry, where), txs, entryRef)];
}

/** Reads a camt.053 statement, or throws a StatementFormatError with a message for the operator. */
export function parseCamt053(xml: string): ParsedStatement {
  const text = xml.replace(/^\uFEFF/, '');
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) throw new StatementFormatError(STATEMENT_MESSAGES.declarations);
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { msg, line } = validation.err;
    throw new StatementFormatError(STATEMENT_MESSAGES.malformed(`${msg.slice(0, 120)}${line ? ` at line ${line}` : ''}`));
  }
  const namespace = /xmlns(?::[\w.-]+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:(camt\.\d{3})/.exec(text)?.[1];
  let document: unknown;
  try {
    document = parser.parse(text);
  } catch (error) {
    // The parser's own limits (nesting depth, names) on a file the validator let through.
    throw new StatementFormatError(STATEMENT_MESSAGES.malformed(String((error as Error).message).slice(0, 120)));
  }
  const root = asNode(at(document, 'Document.BkToCstmrStmt'));
  if (!root || (namespace && namespace !== 'camt.053')) throw new StatementFormatError(STATEMENT_MESSAGES.notCamt053);
  const statements = list(root['Stmt']).map(asNode);
  if (statements.length === 0 || statements.some((s) => !s)) throw new StatementFormatError(STATEMENT_MESSAGES.notCamt053);

  const ids: string[] = [];
  const credits: StatementCredit[] = [];
  let accountIban: string | undefined;
  let skipped = 0;
  for (const stmt of statements as Node[]) {
    const id = textAt(stmt, 'Id');
    const iban = textAt(stmt, 'Acct.Id.IBAN')?.replace(/\s+/g, '').toUpperCase();
    if (!id) throw invalid('a statement has no Id');
    if (!iban) throw invalid(`statement ${id.slice(0, 40)} names no account IBAN`);
    if (accountIban && iban !== accountIban) throw invalid('the statements are for different accounts');
    accountIban = iban;
    ids.push(id.slice(0, 100));
    const date = textAt(stmt, 'CreDtTm') ?? textAt(root, 'GrpHdr.CreDtTm');
    list(stmt['Ntry']).forEach((raw, index) => {
      const entry = asNode(raw);
      if (!entry) throw invalid(`entry ${index + 1} of statement ${id.slice(0, 40)} is empty`);
      const status = textAt(entry, 'Sts') ?? textAt(entry, 'Sts.Cd') ?? 'BOOK';
      if (textAt(entry, 'CdtDbtInd') !== 'CRDT' || status !== 'BOOK') {
        skipped += 1;
        return;
      }
      credits.push(...creditsOf(entry, index, { id, iban, date }));
    });
  }
  if (credits.length === 0) throw new StatementFormatError(STATEMENT_MESSAGES.noCredits);
  return { statementId: ids.join(' '), accountIban: accountIban!, credits, skipped };
}
