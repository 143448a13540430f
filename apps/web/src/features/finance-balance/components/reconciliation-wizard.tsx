import type { FinanceAccount, StatementPreview } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { staffBalanceEs } from '@/i18n/staff-balance.ts';
import { isApiError } from '@/lib/api-client.ts';
import { usePreviewStatement } from '../api/preview-statement.ts';
import { useRunReconciliation } from '../api/run-reconciliation.ts';
import {
  mappingFormFrom,
  toStatementMapping,
  type MappingErrors,
  type MappingForm,
} from '../mapping-form.ts';
import { lineProblems, mappingProblems, unlistedLineCount } from '../statement-problems.ts';
import { ColumnMappingForm } from './column-mapping-form.tsx';
import { StatementFileStep } from './statement-file-step.tsx';
import { StatementPreviewTable } from './statement-preview-table.tsx';

const t = staffBalanceEs.reconcile;
const tm = staffBalanceEs.mapping;

export interface ReconciliationWizardProps {
  accounts: readonly FinanceAccount[];
  /** The saved reconciliation, once the server matched and stored it. */
  onReconciled(reconciliationId: number): void;
}

/**
 * Steps 1 and 2 of a reconciliation (docs/rules/finance-reports.md#reconciliation): the file is read and
 * previewed, then matched with the chosen columns. The same File goes up both times; a refusal keeps the
 * file and the columns so the person only fixes what the server named.
 */
export function ReconciliationWizard({ accounts, onReconciled }: ReconciliationWizardProps) {
  const [accountId, setAccountId] = useState<number | null>(
    accounts.length === 1 ? (accounts[0]?.id ?? null) : null,
  );
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [form, setForm] = useState<MappingForm | null>(null);
  const [errors, setErrors] = useState<MappingErrors>({});
  const previewing = usePreviewStatement();
  const reconciling = useRunReconciliation();
  const account = accounts.find((item) => item.id === accountId) ?? null;

  const backToFile = () => {
    setPreview(null);
    reconciling.reset();
  };

  const runPreview = () => {
    if (accountId === null || file === null) return;
    reconciling.reset();
    previewing.mutate(
      { accountId, statement: file },
      {
        onSuccess: (read) => {
          setPreview(read);
          setForm(mappingFormFrom(read));
          setErrors({});
        },
      },
    );
  };

  const runReconcile = () => {
    if (accountId === null || file === null || form === null) return;
    const checked = toStatementMapping(form);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    reconciling.mutate(
      { accountId, mapping: checked.mapping, statement: file },
      {
        onSuccess: (saved) => onReconciled(saved.id),
        onError: (error) => setErrors(mappingProblems(error)),
      },
    );
  };

  const step = preview && form ? 1 : 0;
  const problems = lineProblems(reconciling.error);
  const unlisted = unlistedLineCount(reconciling.error, problems.length);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <Stepper activeStep={step} alternativeLabel>
        {t.steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 || !preview || !form ? (
        <>
          <StatementFileStep
            accounts={accounts}
            accountId={accountId}
            file={file}
            isPending={previewing.isPending}
            onAccountChange={(id) => {
              setAccountId(id);
              previewing.reset();
            }}
            onFileChange={(chosen) => {
              setFile(chosen);
              previewing.reset();
            }}
            onPreview={runPreview}
          />
          {previewing.error && (
            <Alert severity="error">
              {isApiError(previewing.error) ? previewing.error.message : t.previewFailed}
            </Alert>
          )}
        </>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            runReconcile();
          }}
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}
        >
          <StatementPreviewTable preview={preview} />
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {tm.title}
            </Typography>
            <Alert role="status" severity={preview.mappingRemembered ? 'success' : 'info'} sx={{ py: 0 }}>
              {preview.mappingRemembered && account
                ? tm.remembered(account.bankName)
                : preview.mapping
                  ? tm.guessed
                  : tm.none}
            </Alert>
          </Box>
          <ColumnMappingForm
            headers={preview.headers}
            form={form}
            errors={errors}
            disabled={reconciling.isPending}
            onChange={(patch) => {
              setForm((current) => (current ? { ...current, ...patch } : current));
              setErrors((current) => {
                const next = { ...current };
                for (const key of Object.keys(patch)) delete next[key as keyof MappingErrors];
                return next;
              });
            }}
          />
          {reconciling.error && (
            <Alert severity="error">
              {isApiError(reconciling.error) ? reconciling.error.message : tm.failed}
              {problems.length > 0 && (
                <>
                  <Typography variant="body2" sx={{ fontWeight: 700, mt: 1 }}>
                    {tm.lineErrors}
                  </Typography>
                  <Box component="ul" aria-label={tm.lineErrors} sx={{ m: 0, pl: 2.5 }}>
                    {problems.map((problem) => (
                      <li key={`${problem.line}-${problem.message}`}>
                        {tm.lineError(problem.line, problem.message)}
                      </li>
                    ))}
                    {unlisted > 0 && <li>{tm.moreLines(unlisted)}</li>}
                  </Box>
                </>
              )}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button onClick={backToFile} disabled={reconciling.isPending}>
              {t.back}
            </Button>
            <Button type="submit" variant="contained" loading={reconciling.isPending}>
              {tm.submit}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
