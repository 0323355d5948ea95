import QRCode from 'qrcode';
import { minorToDecimal } from '@safari/contracts/payments/money';
import { bitmapPng } from '../../lib/bitmap-png';

// The European Payments Council's SEPA credit transfer QR code (EPC069-12, version 002): the
// lines a banking app reads to fill in a transfer. Only for euro amounts, as the standard says.

export interface EpcTransfer {
  bic: string;
  holder: string;
  iban: string;
  amountMinor: number;
  /** The Belgian structured communication as the traveller should quote it. */
  communication: string;
}

/**
 * The payload: service tag, version, UTF-8, SCT, BIC, name (≤ 70), IBAN, 'EUR' and the amount
 * (0.01–999999999.99), purpose (empty), structured reference (empty: it is for ISO 11649 RF
 * references), then the remittance text, where Belgian banking apps read a +++…+++ communication.
 */
export function epcPayload(t: EpcTransfer): string {
  if (t.amountMinor < 1 || t.amountMinor > 99_999_999_999) throw new RangeError('EPC QR amounts are 0.01 to 999999999.99 EUR');
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    t.bic,
    t.holder.slice(0, 70),
    t.iban,
    `EUR${minorToDecimal(t.amountMinor, 'EUR')}`,
    '',
    '',
    t.communication,
  ].join('\n');
}

// Error correction M, as EPC069-12 requires; a quiet zone of four modules.
const ERROR_CORRECTION = 'M';
const QUIET_ZONE = 4;
/** Pixels per module: an EPC code (version 6 or 7, 41 or 45 modules) is 245 or 265 pixels wide. */
const SCALE = 5;

/**
 * A PNG data URL: the page shows it (the CSP allows data: images) and the e-mail attaches the
 * same bytes, since e-mail clients show neither SVG nor data URLs.
 */
export function epcQrDataUrl(t: EpcTransfer): string {
  const { modules } = QRCode.create(epcPayload(t), { errorCorrectionLevel: ERROR_CORRECTION });
  const png = bitmapPng(modules.size, (row, column) => modules.get(row, column) === 1, SCALE, QUIET_ZONE);
  return `data:image/png;base64,${png.toString('base64')}`;
}
