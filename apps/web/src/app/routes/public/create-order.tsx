import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button.tsx';
import { FormCard } from '@/components/ui/form-card.tsx';
import { es } from '@/i18n/es.ts';
import { paths } from '../../paths.ts';

/** Public order creation: not built yet (a later issue); it says so and offers the real ways in. */
export default function CreateOrderPage() {
  const t = es.createOrder;
  return (
    <FormCard title={t.heading} intro={t.body}>
      <div className="cx-row">
        <Link className={buttonClassName('primary', true)} to={paths.login}>
          {t.login}
        </Link>
        <Link className={buttonClassName('outline', true)} to={paths.register}>
          {t.register}
        </Link>
      </div>
    </FormCard>
  );
}
