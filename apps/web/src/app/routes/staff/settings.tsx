import type { SettingsSection } from '@cambix/contract';
import { useNavigate } from 'react-router';
import { SECTION_SLUGS, SettingsScreen, sectionOfSlug } from '@/features/settings';
import type { PageProps } from '../../routes.ts';

/** /dashboard/ajustes (module ajustes): the open section lives in the address as ?seccion=. */
export default function SettingsPage({ search, title }: PageProps) {
  const navigate = useNavigate();
  const section = sectionOfSlug(search.get('seccion'));
  const open = (next: SettingsSection) =>
    void navigate({ search: `?seccion=${SECTION_SLUGS[next]}` }, { replace: true });
  return <SettingsScreen title={title} section={section} onSectionChange={open} />;
}
