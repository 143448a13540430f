import type { KycStatus } from '@cambix/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { BankAccountForm, bankAccountKeys } from '@/features/bank-accounts';
import { profileKeys } from '@/features/profile';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { submitKycStep } from '../api/submit-kyc-step.ts';

const t = customerEs.wizard;

/** Step 3: the first bank account, with the same rules as the Bancos screen. */
export function FirstAccountStep({
  userId,
  onDone,
  onOutOfStep,
}: {
  userId: number;
  onDone: (status: KycStatus) => void;
  onOutOfStep: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h2" component="h2" sx={{ mb: 0.5 }}>
          {t.accountHeading}
        </Typography>
        <Typography color="text.secondary">{t.accountIntro}</Typography>
      </Box>
      <BankAccountForm
        submitLabel={t.finish}
        onSubmit={async (request) => {
          try {
            const status = await submitKycStep(userId, { step: 3, ...request });
            void queryClient.invalidateQueries({ queryKey: bankAccountKeys.list });
            void queryClient.invalidateQueries({ queryKey: profileKeys.profile });
            onDone(status);
          } catch (error) {
            if (isApiError(error) && error.code === 'KYC_STEP_NOT_CURRENT') onOutOfStep();
            throw error;
          }
        }}
      />
    </Box>
  );
}
