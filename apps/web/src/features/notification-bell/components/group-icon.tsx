import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import DnsOutlinedIcon from '@mui/icons-material/DnsOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';

const ICONS: Record<string, typeof InfoOutlinedIcon> = {
  general: InfoOutlinedIcon,
  'link-orden': LinkOutlinedIcon,
  payments: PaymentsOutlinedIcon,
  system: DnsOutlinedIcon,
};

/**
 * docs/rules/notifications.md#groups: general, link-orden, payments and system have an icon of their own; any
 * other group the default.
 */
export function GroupIcon({ group, ...props }: { group: string } & SvgIconProps) {
  const Icon = ICONS[group] ?? LabelOutlinedIcon;
  return <Icon data-group-icon={ICONS[group] ? group : 'default'} {...props} />;
}
