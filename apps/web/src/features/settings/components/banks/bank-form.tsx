import Box from '@mui/material/Box';
import { bankInput } from '@cambix/contract/schemas';
import type { BankInput, BankSettings } from '@cambix/contract';
import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveBank } from '../../api/save-bank.ts';
import { FieldGroup } from '../field-group.tsx';
import { FormSwitch } from '../form-switch.tsx';
import { FormTextField } from '../form-text-field.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useCanEditSettings } from '../settings-access.ts';
import { useSectionForm } from '../use-section-form.ts';

const t = staffEs.staffSettings.banks;

export const NEW_BANK: BankInput = {
  code: '',
  name: '',
  shortName: '',
  color: '#0A3D91',
  maxOrderAmount: '',
  active: true,
  sortOrder: 0,
};

export function bankFormValues(bank: BankSettings): BankInput {
  return {
    code: bank.code,
    name: bank.name,
    shortName: bank.shortName,
    color: bank.color,
    maxOrderAmount: bank.maxOrderAmount ?? '',
    active: bank.active,
    sortOrder: bank.sortOrder,
  };
}

export interface BankFormProps {
  /** null: a new bank. */
  bank: BankSettings | null;
  onSaved?: (saved: BankSettings) => void;
  secondary?: ReactNode;
}

/** A bank's catalogue entry: name, short name, CCI code, colour, per-order maximum, active and order. */
export function BankForm({ bank, onSaved, secondary }: BankFormProps) {
  const save = useSaveBank(bank?.id ?? null);
  const section = useSectionForm({
    schema: bankInput,
    values: bank ? bankFormValues(bank) : NEW_BANK,
    save: async (body) => {
      const saved = await save.mutateAsync({ ...body, maxOrderAmount: body.maxOrderAmount ?? '' });
      onSaved?.(saved);
      return bankFormValues(saved);
    },
  });
  const { control } = section.form;
  return (
    <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', gap: 1 }}>
      <FieldGroup title={t.catalogue}>
        <FormTextField control={control} name="name" label={t.name} />
        <FormTextField control={control} name="shortName" label={t.shortName} />
        <FormTextField control={control} name="code" label={t.code} helperText={t.codeHint} />
        <FormTextField
          control={control}
          name="color"
          label={t.color}
          prefix={<ColorSwatch form={section.form} />}
        />
        <FormTextField
          control={control}
          name="maxOrderAmount"
          label={t.maxOrderAmount}
          kind="amount"
          prefix="S/"
          helperText={t.maxOrderAmountHint}
        />
        <FormTextField control={control} name="sortOrder" label={t.sortOrder} kind="integer" />
        <FormSwitch control={control} name="active" label={t.active} />
      </FieldGroup>
      <SectionActions
        {...section}
        secondary={secondary}
        label={bank ? undefined : t.create}
        savedMessage={bank ? undefined : t.created}
      />
    </Box>
  );
}

type BankForm = UseFormReturn<BankInput, unknown, z.output<typeof bankInput>>;

/** The colour as a swatch that also opens the browser's colour picker. */
function ColorSwatch({ form }: { form: BankForm }) {
  const canEdit = useCanEditSettings();
  const color = useWatch({ control: form.control, name: 'color' });
  const valid = /^#[0-9a-fA-F]{6}$/.test(color);
  return (
    <Box
      component="input"
      type="color"
      aria-label={t.pickColor}
      disabled={!canEdit}
      value={valid ? color.toLowerCase() : '#000000'}
      onChange={(event) =>
        form.setValue('color', (event.target as HTMLInputElement).value.toUpperCase(), {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        })
      }
      sx={{
        width: 28,
        height: 28,
        p: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'transparent',
        cursor: canEdit ? 'pointer' : 'default',
        '&::-webkit-color-swatch-wrapper': { p: 0 },
        '&::-webkit-color-swatch': { border: 0, borderRadius: 0.5 },
      }}
    />
  );
}
