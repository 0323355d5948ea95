import { LegalDocument } from '../features/content/components/legal-document';
import { TERMS } from '../features/content/data/legal-terms';

/** The booking terms the footer and the register form link to. */
export function TermsPage() {
  return <LegalDocument content={TERMS} eyebrow="Terms" />;
}
