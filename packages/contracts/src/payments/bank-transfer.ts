// What a traveller needs to pay by bank transfer: the operator's account, checked with the IBAN
// checksum, and a Belgian structured communication that names the booking, which Belgian banks
// carry unchanged into the statement the operator imports.

/** ISO 13616 mod-97 check of an IBAN (spaces allowed, any case). */
export function isValidIban(input: string): boolean {
  const iban = input.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** 'BE71096123456769' → 'BE71 0961 2345 6769', as banks print it. */
export const formatIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');

/** The two check digits of a structured communication: base mod 97, with 0 written as 97. */
const checkDigits = (base: bigint) => {
  const rest = Number(base % 97n);
  return String(rest === 0 ? 97 : rest).padStart(2, '0');
};

/**
 * The twelve digits of the Belgian structured communication ("OGM/VCS") for a number
 * (1 ≤ n < 10^10): ten digits of the number and two check digits.
 */
export function structuredCommunicationDigits(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n >= 1e10) throw new RangeError(`No structured communication for ${n}`);
  const base = String(n).padStart(10, '0');
  return base + checkDigits(BigInt(base));
}

/** '123456789002' → '+++123/4567/89002+++'. */
export const formatStructuredCommunication = (digits: string) => `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;

/**
 * The twelve digits of a structured communication as a traveller or a bank wrote it
 * ('+++123/4567/89002+++', '***123/4567/89002***', '123456789002'), when the check digits hold;
 * null otherwise.
 */
export function parseStructuredCommunication(text: string): string | null {
  const digits = text.replace(/[\s+*/]/g, '');
  if (!/^\d{12}$/.test(digits)) return null;
  const base = BigInt(digits.slice(0, 10));
  if (base === 0n) return null;
  return checkDigits(base) === digits.slice(10) ? digits : null;
}
