import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DEFAULT_SETTINGS } from '@cambix/contract';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { helpEs, type LegalCompany, type LegalSection } from '@/i18n/help.ts';
import { usePublicContact } from '../api/get-public-contact.ts';
import { brandTitle } from '@/lib/document-head.ts';

const t = helpEs.legal;

export interface LegalDocumentProps {
  title: string;
  sections(company: LegalCompany): LegalSection[];
  /** The other legal page, linked at the end. */
  other: { label: string; href: string };
  /** The version in force and its date (the contract's `CONSENT_TEXTS`, decision 167). */
  version: { version: number; date: string };
}

/** A public legal page: who we are from Ajustes › Empresa and the contact from Ajustes › Contacto. */
export function LegalDocument({ title, sections, other, version }: LegalDocumentProps) {
  const contact = usePublicContact();
  useEffect(() => {
    document.title = brandTitle(title);
  }, [title]);
  const ready = !contact.isPending;
  useEffect(() => {
    // The section a consent links to (#datos-sensibles) exists only once the page has its data.
    if (ready && window.location.hash)
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [ready]);
  if (contact.isPending) return <Skeleton variant="rounded" height={480} aria-label={title} />;
  const data = contact.data ?? { company: DEFAULT_SETTINGS.company, contact: DEFAULT_SETTINGS.contact };
  const company: LegalCompany = { ...data.company, ...data.contact };
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2.5, sm: 5 }, maxWidth: 820, mx: 'auto' }}>
      {contact.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t.loadFailed}
        </Alert>
      )}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t.updated(version.date, version.version)}
      </Typography>
      {sections(company).map((section) => (
        <Box component="section" key={section.heading} id={section.id} sx={{ mb: 3, scrollMarginTop: 72 }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.25, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
      <Link component={RouterLink} to={other.href} underline="hover" sx={{ fontWeight: 600 }}>
        {other.label}
      </Link>
    </Paper>
  );
}
