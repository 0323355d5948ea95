import { LegalDocument } from '../features/content/components/legal-document';
import { PRIVACY } from '../features/content/data/legal-privacy';

/** The GDPR privacy notice the footer and the register form link to. */
export function PrivacyPage() {
  return <LegalDocument content={PRIVACY} eyebrow="Privacy" />;
}
