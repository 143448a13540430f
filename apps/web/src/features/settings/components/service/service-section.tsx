import { useSettingsSections } from '../../api/get-sections.ts';
import { LoadState } from '../load-state.tsx';
import { ServiceForm } from './service-form.tsx';

/** Ajustes › Horarios y feriados, with the week as Divisas keeps it. */
export function ServiceSection() {
  const sections = useSettingsSections();
  return (
    <LoadState query={sections}>
      {(data) => <ServiceForm values={data.service} hours={data.divisas.hours} />}
    </LoadState>
  );
}
