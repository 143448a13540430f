import { CONSENT_TEXTS } from '@cambix/contract';
import { LegalDocument } from '@/features/help';
import { helpEs } from '@/i18n/help.ts';
import { paths } from '../../paths.ts';

/** /terminos: the terms a customer accepts on /registro, readable before signing up. */
export default function TermsPage() {
  return (
    <LegalDocument
      title={helpEs.legal.terms.title}
      sections={helpEs.legal.terms.sections}
      version={CONSENT_TEXTS.terminos}
      other={{ label: helpEs.legal.otherPrivacy, href: paths.privacy }}
    />
  );
}
