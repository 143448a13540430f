import { staffComplianceScreeningEs } from '@/i18n/staff-compliance-screening.ts';

const t = staffComplianceScreeningEs;

/** A list entry's reference, documents and details as one line: "Ref. 2 · Cargo: Regidora · …". */
export function entryLine(reference: string, documents: readonly string[], details: Record<string, string>) {
  return [
    reference ? t.reference(reference) : null,
    documents.length > 0 ? `${t.lists.documents}: ${documents.join(', ')}` : null,
    ...t.detail.map(([key, label]) => (details[key] ? `${label}: ${details[key]}` : null)),
  ]
    .filter(Boolean)
    .join(' · ');
}
