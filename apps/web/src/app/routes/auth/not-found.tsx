import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button.tsx';
import { FormCard } from '@/components/ui/form-card.tsx';
import { es } from '@/i18n/es.ts';
import { paths } from '../../paths.ts';

export default function NotFoundPage() {
  return (
    <FormCard title={es.notFound.heading} intro={es.notFound.body}>
      <Link className={buttonClassName('primary', true)} to={paths.root}>
        {es.app.goHome}
      </Link>
    </FormCard>
  );
}
