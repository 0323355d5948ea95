import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { epcPayload, epcQrDataUrl, type EpcTransfer } from './epc-qr';

const transfer: EpcTransfer = {
  bic: 'GKCCBEBB',
  holder: 'Safari Tanzania SRL',
  iban: 'BE71096123456769',
  amountMinor: 123_456,
  communication: '+++000/0000/10199+++',
};

/** What a banking app's camera reads: the PNG decoded by a general decoder, then the QR code. */
function scan(dataUrl: string) {
  expect(dataUrl).toMatch(/^data:image\/png;base64,/);
  const png = PNG.sync.read(Buffer.from(dataUrl.split(',')[1]!, 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return { width: png.width, height: png.height, text: code?.data };
}

describe('the EPC QR code', () => {
  it('is a PNG a QR reader decodes back to the EPC069-12 payload', () => {
    const { width, height, text } = scan(epcQrDataUrl(transfer));
    expect(text).toBe(epcPayload(transfer));
    expect(text!.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'GKCCBEBB',
      'Safari Tanzania SRL',
      'BE71096123456769',
      'EUR1234.56',
      '',
      '',
      '+++000/0000/10199+++',
    ]);
    // Square, five pixels a module: a version's 17 + 4 × version modules and the quiet zone of 4.
    expect(width).toBe(height);
    expect((width / 5 - 2 * 4 - 17) % 4).toBe(0);
  });

  it('reads back for long holder names and the largest amount the standard allows', () => {
    const longest = { ...transfer, holder: 'Ü'.repeat(80), amountMinor: 99_999_999_999 };
    expect(scan(epcQrDataUrl(longest)).text).toBe(epcPayload(longest));
  });

  it('costs well under a millisecond (it is drawn in the booking request)', () => {
    for (let i = 0; i < 20; i++) epcQrDataUrl({ ...transfer, amountMinor: 100 + i });
    const started = performance.now();
    for (let i = 0; i < 100; i++) epcQrDataUrl({ ...transfer, amountMinor: 1000 + i });
    // About 0.6 ms on the 2-core CI machine; 3 ms leaves room for a busy one.
    expect((performance.now() - started) / 100).toBeLessThan(3);
  });
});
