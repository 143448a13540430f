import { useNavigate } from 'react-router';
import { KycWizard } from '@/features/identity';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /validateUser: the KYC wizard; after the last step the customer lands on their home, in review. */
export default function ValidateUserScreen({ title }: PageProps) {
  const navigate = useNavigate();
  return (
    <KycWizard title={title} onCompleted={() => void navigate(paths.customer.home, { replace: true })} />
  );
}
