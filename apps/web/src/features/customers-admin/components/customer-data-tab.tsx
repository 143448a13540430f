import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { nationalityLabel, type CustomerDetail } from '@cambix/contract';
import { InfoList, type InfoItem } from '@/components/ui/info-list.tsx';
import { staffEs } from '@/i18n/staff.ts';
import { formatSoles } from '@/lib/money.ts';
import {
  documentLabel,
  formatCalendarDate,
  formatMoment,
  formatPercent,
  kycLabel,
  statusLabel,
  yesNo,
} from '../format.ts';
import { CustomerEditForm } from './customer-edit-form.tsx';

const t = staffEs.customer;
const none = staffEs.common.none;

export function ubigeoText(customer: CustomerDetail): string {
  const place = customer.ubigeo;
  if (!place) return t.notProvided;
  const names = [place.departamento, place.provincia, place.distrito].filter(Boolean).join(' / ');
  return names ? `${names} (${place.code})` : place.code;
}

/** The KYC data the customer gave (read-only for staff). */
export function kycItems(customer: CustomerDetail): InfoItem[] {
  return [
    {
      label: t.fields.birthDate,
      value: customer.birthDate ? formatCalendarDate(customer.birthDate) : t.notProvided,
    },
    {
      label: t.fields.gender,
      value: customer.gender ? (t.gender[customer.gender] ?? customer.gender) : t.notProvided,
    },
    { label: t.fields.ubigeo, value: ubigeoText(customer) },
    { label: t.fields.direccion, value: customer.direccion ?? t.notProvided },
    { label: t.fields.ocupacion, value: customer.ocupacion ?? t.notProvided },
    { label: t.fields.nacionalidad, value: nationalityLabel(customer.nacionalidad) ?? t.notProvided },
    { label: t.fields.pep, value: yesNo(customer.isPep) },
    ...(customer.isPep
      ? [{ label: t.fields.pepDetail, value: customer.pepDetail ?? t.notProvided, wide: true }]
      : []),
    { label: t.fields.profileUpdatedAt, value: formatMoment(customer.profileUpdatedAt) },
  ];
}

/** Status, review and the dates that matter. */
export function accountItems(customer: CustomerDetail): InfoItem[] {
  return [
    { label: t.fields.status, value: statusLabel(customer.accountStatus) },
    { label: t.fields.kycStep, value: kycLabel(customer.kycStep) },
    ...(customer.statusReason
      ? [{ label: t.fields.statusReason, value: customer.statusReason, wide: true }]
      : []),
    { label: t.fields.reviewedBy, value: customer.reviewedBy?.name ?? none },
    { label: t.fields.reviewedAt, value: formatMoment(customer.reviewedAt) },
    { label: t.fields.referredByCode, value: customer.referredByCode ?? none },
    { label: t.fields.referralCode, value: customer.referralCode ?? none },
    { label: t.fields.registeredAt, value: formatMoment(customer.registeredAt) },
    { label: t.fields.termsAcceptedAt, value: formatMoment(customer.termsAcceptedAt) },
  ];
}

export function identityItems(customer: CustomerDetail): InfoItem[] {
  return [
    { label: t.fields.nombres, value: customer.nombres },
    { label: t.fields.apellido_paterno, value: customer.apellido_paterno },
    { label: t.fields.apellido_materno, value: customer.apellido_materno },
    { label: t.fields.document, value: documentLabel(customer) },
    { label: t.fields.email, value: customer.email },
    { label: t.fields.celular, value: customer.celular ?? none },
  ];
}

export function conditionItems(customer: CustomerDetail): InfoItem[] {
  return [
    {
      label: t.fields.commission,
      value: customer.commissionPercent
        ? formatPercent(customer.commissionPercent)
        : t.defaultCommission(customer.fees.defaultCommission),
    },
    {
      label: t.fields.monthlyLimit,
      value: customer.isSpecial && customer.monthlyLimit ? formatSoles(customer.monthlyLimit) : none,
    },
    { label: t.fields.isPremium, value: yesNo(customer.isPremium) },
    { label: t.fields.isSpecial, value: yesNo(customer.isSpecial) },
  ];
}

function Section({ title, items }: { title: string; items: InfoItem[] }) {
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <InfoList items={items} columns={3} />
    </Box>
  );
}

/** Tab Datos: the editable fields (or their values, without edit permission) and the KYC data. */
export function CustomerDataTab({ customer, canEdit }: { customer: CustomerDetail; canEdit: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {canEdit ? (
        <CustomerEditForm key={customer.id} customer={customer} />
      ) : (
        <>
          <Alert severity="info">{t.readOnly}</Alert>
          <Section title={t.sections.identity} items={identityItems(customer)} />
          <Section title={t.sections.conditions} items={conditionItems(customer)} />
        </>
      )}
      <Divider />
      <Section title={t.sections.kyc} items={kycItems(customer)} />
      <Divider />
      <Section title={t.sections.account} items={accountItems(customer)} />
    </Box>
  );
}
