/** Both legal pages were last reviewed together; one date keeps them in step. */
export const LEGAL_LAST_UPDATED = { iso: '2026-11-21', label: '21 November 2026' } as const;

/** A paragraph (plain string), a bullet list, a table, or our offices' contact details. */
export type LegalBlock =
  | string
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }
  | { kind: 'contact' };

interface LegalSection {
  /** The in-page anchor, e.g. /terms#cancellation-by-you. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  metaDescription: string;
  intro: string;
  sections: LegalSection[];
}
