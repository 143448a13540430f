import { ReferralCodeScreen } from '@/features/referrals-admin';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /admin/referred-codes/:code (module referidos): one code, its referred customers and its actions. */
export default function ReferralCodePage({ params, title }: PageProps) {
  const code = (params.code ?? '').toUpperCase();
  return (
    <ReferralCodeScreen
      key={code}
      code={code}
      title={title}
      listHref={paths.staff.referrals}
      customerHref={paths.staff.customer}
      orderHref={paths.staff.order}
    />
  );
}
