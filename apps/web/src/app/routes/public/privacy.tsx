import { CONSENT_TEXTS } from '@cambix/contract';
import { LegalDocument } from '@/features/help';
import { helpEs } from '@/i18n/help.ts';
import { paths } from '../../paths.ts';

/** /privacidad: the personal-data policy (Ley N.° 29733) a customer accepts on /registro. */
export default function PrivacyPage() {
  return (
    <LegalDocument
      title={helpEs.legal.privacy.title}
      sections={helpEs.legal.privacy.sections}
      version={CONSENT_TEXTS.privacidad}
      other={{ label: helpEs.legal.otherTerms, href: paths.terms }}
    />
  );
}
