import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATEMENT_MESSAGES } from '@safari/contracts/admin-payments';
import { camt053 } from '../../../test/camt053';
import { parseCamt053, StatementFormatError } from './camt053';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../../../test/fixtures', name), 'utf8');
const refusal = (xml: string) => {
  try {
    parseCamt053(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(StatementFormatError);
    return (error as Error).message;
  }
  throw new Error('parsed');
};

describe('camt.053 statements', () => {
  it('reads the credits of a bank statement: amounts in minor units, dates, remittance, communication and debtor', () => {
    const statement = parseCamt053(fixture('camt053-statement.xml'));
    expect(statement).toMatchObject({ statementId: '2026-061-BE71096123456769', accountIban: 'BE71096123456769', skipped: 1 });
    expect(statement.credits).toEqual([
      {
        reference: '0061000000001',
        amountMinor: 114_000,
        currency: 'EUR',
        bookedOn: '2026-03-01',
        remittance: '009093375538',
        communication: '009093375538',
        debtorName: 'Janssens & Peeters',
        reversal: false,
      },
      {
        reference: '0061000000002',
        amountMinor: 50_050,
        currency: 'EUR',
        bookedOn: '2026-03-01',
        remittance: 'Deposit safari +++000/1234/56748+++ thank you',
        communication: '000123456748',
        debtorName: 'Sofie Vermeulen',
        reversal: false,
      },
      {
        reference: '0061000000003',
        amountMinor: 222_500,
        currency: 'EUR',
        bookedOn: '2026-03-01',
        remittance: 'Kilimanjaro climb Dubois family été 2026',
        communication: null,
        debtorName: 'Marc Dubois',
        reversal: false,
      },
      // A batch booking: one line per transfer, each with its own reference.
      expect.objectContaining({ reference: '0061000000005-A', amountMinor: 10_000, communication: '202600004236' }),
      expect.objectContaining({ reference: '0061000000005/2', amountMinor: 20_000, communication: null }),
    ]);
  });

  it('scopes an entry number (NtryRef) to its statement: numbers restart every day', () => {
    const day = (id: string) => camt053([{ amount: '10.00' }], { id }).replace(/<AcctSvcrRef>[^<]*<\/AcctSvcrRef>/, '');
    expect(parseCamt053(day('2026-061')).credits[0]!.reference).toBe('BE71096123456769/2026-061/1');
    expect(parseCamt053(day('2026-062')).credits[0]!.reference).toBe('BE71096123456769/2026-062/1');
  });

  it('names a line without a bank reference by its statement and place, the same every time', () => {
    const xml = camt053([{ amount: '10.00' }], { id: 'NOREF-1' })
      .replace(/<AcctSvcrRef>[^<]*<\/AcctSvcrRef>/, '')
      .replace(/<NtryRef>1<\/NtryRef>/, '');
    const [first] = parseCamt053(xml).credits;
    expect(first!.reference).toMatch(/^H[0-9a-f]{40}$/);
    expect(parseCamt053(xml).credits[0]!.reference).toBe(first!.reference);
  });

  it('reads a prefixed namespace, a later version and a reversal', () => {
    const xml = camt053([{ amount: '25', currency: 'GBP', text: 'refund of our transfer' }])
      .replace('xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"', 'xmlns:c="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"')
      .replace(/<(\/?)([A-Za-z]+)/g, (_m, slash: string, name: string) => (name === 'xml' ? `<${slash}${name}` : `<${slash}c:${name}`))
      .replace('<c:RvslInd>false', '<c:RvslInd>true')
      .replace('<c:Sts>BOOK</c:Sts>', '<c:Sts><c:Cd>BOOK</c:Cd></c:Sts>');
    expect(parseCamt053(xml).credits).toEqual([expect.objectContaining({ amountMinor: 2500, currency: 'GBP', reversal: true })]);
  });

  it('refuses a DOCTYPE: billion laughs and external entities are never expanded nor fetched', () => {
    expect(refusal(fixture('camt053-billion-laughs.xml'))).toBe(STATEMENT_MESSAGES.declarations);
    expect(refusal(fixture('camt053-external-entity.xml'))).toBe(STATEMENT_MESSAGES.declarations);
    // Entity references without a declaration stay as written.
    const undeclared = camt053([{ amount: '10.00', text: 'x' }]).replace('<Ustrd>x</Ustrd>', '<Ustrd>&xxe; &lol9;</Ustrd>');
    expect(parseCamt053(undeclared).credits[0]!.remittance).toBe('&xxe; &lol9;');
  });

  it('refuses what is not a camt.053 statement, saying why', () => {
    expect(refusal('<Document><BkToCstmrStmt><Stmt>')).toMatch(/^The file is not well-formed XML \(/);
    expect(refusal('Date;Amount;Communication\n2026-03-01;1140.00;+++009/0933/75538+++')).toMatch(/not well-formed XML/);
    const deep = `<Document><BkToCstmrStmt><Stmt>${'<a>'.repeat(500)}${'</a>'.repeat(500)}</Stmt></BkToCstmrStmt></Document>`;
    expect(refusal(deep)).toMatch(/not well-formed XML/);
    expect(refusal(fixture('camt052-report.xml'))).toBe(STATEMENT_MESSAGES.notCamt053);
    expect(refusal('<?xml version="1.0"?><Invoice><Id>1</Id></Invoice>')).toBe(STATEMENT_MESSAGES.notCamt053);
    expect(refusal(fixture('camt053-debits-only.xml'))).toBe(STATEMENT_MESSAGES.noCredits);
    expect(refusal(camt053([{ amount: '12.345', currency: 'EUR' }]))).toMatch(/not a positive decimal/);
    expect(refusal(camt053([{ amount: '-5.00' }]))).toMatch(/not a positive decimal/);
    expect(refusal(camt053([{ amount: '0.00' }]))).toMatch(/out of range/);
    expect(refusal(camt053([{ amount: '5.00', bookedOn: '2026-02-30' }]).replace(/<CreDtTm>[^<]*<\/CreDtTm>/g, ''))).toMatch(
      /no booking date/,
    );
    expect(refusal(camt053([{ amount: '5.00' }]).replace(/<IBAN>[^<]*<\/IBAN>/, ''))).toMatch(/names no account IBAN/);
  });

  it('finds the communication however it was written, and only with valid check digits', () => {
    const of = (text: string) => parseCamt053(camt053([{ amount: '1.00', text }])).credits[0]!.communication;
    expect(of('+++009/0933/75538+++')).toBe('009093375538');
    expect(of('***009/0933/75538***')).toBe('009093375538');
    expect(of('009093375538')).toBe('009093375538');
    expect(of('Booking ST-2026-0042, ref 009093375538')).toBe('009093375538');
    expect(of('+++009/0933/75539+++')).toBeNull();
    expect(of('Phone +32 471 12 34 56')).toBeNull();
  });
});
