import { randomBytes } from 'node:crypto';
import { multipart } from './multipart';

// camt.053.001.02 statements built for a test: the credits it needs (a booking's structured
// communication, an amount in the booking's currency), as a Belgian bank writes them.

export interface CreditSpec {
  /** Decimal amount as the bank writes it: '1140.00'. */
  amount: string;
  currency?: string;
  /** The bank's reference of the line (AcctSvcrRef); a fresh one when absent. */
  reference?: string;
  /** Twelve digits put in the structured remittance (CdtrRefInf/Ref). */
  structured?: string;
  /** Free-text remittance (Ustrd). */
  text?: string;
  debtor?: string;
  bookedOn?: string;
  debit?: boolean;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const lineReference = () => `TEST${randomBytes(6).toString('hex').toUpperCase()}`;

function entry(c: CreditSpec, index: number) {
  const remittance = [
    c.text === undefined ? '' : `<Ustrd>${escape(c.text)}</Ustrd>`,
    c.structured === undefined
      ? ''
      : `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>${c.structured}</Ref></CdtrRefInf></Strd>`,
  ].join('');
  return `
      <Ntry>
        <NtryRef>${index + 1}</NtryRef>
        <Amt Ccy="${c.currency ?? 'USD'}">${c.amount}</Amt>
        <CdtDbtInd>${c.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <RvslInd>false</RvslInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${c.bookedOn ?? '2026-03-01'}</Dt></BookgDt>
        <ValDt><Dt>${c.bookedOn ?? '2026-03-01'}</Dt></ValDt>
        <AcctSvcrRef>${c.reference ?? lineReference()}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <RltdPties><Dbtr><Nm>${escape(c.debtor ?? 'Baraka Mollel')}</Nm></Dbtr></RltdPties>
            <RmtInf>${remittance}</RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
}

/** A statement of the operator's account (the test config's IBAN) holding `credits`. */
export function camt053(credits: CreditSpec[], opts: { id?: string; iban?: string } = {}): string {
  const id = opts.id ?? `STMT-${randomBytes(4).toString('hex')}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-${id}</MsgId><CreDtTm>2026-03-02T06:15:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${id}</Id>
      <ElctrncSeqNb>61</ElctrncSeqNb>
      <CreDtTm>2026-03-02T06:15:00</CreDtTm>
      <Acct><Id><IBAN>${opts.iban ?? 'BE71096123456769'}</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal>
        <Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-03-01</Dt></Dt>
      </Bal>${credits.map(entry).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/** The multipart upload of a statement, as the back office's form sends it. */
export function statementUpload(xml: string | Buffer, filename = 'statement.xml') {
  const body = multipart({}, [
    { name: 'file', filename, contentType: 'application/xml', data: Buffer.isBuffer(xml) ? xml : Buffer.from(xml) },
  ]);
  return { method: 'POST' as const, url: '/api/admin/payments/bank-statements', headers: body.headers, payload: body.payload };
}
