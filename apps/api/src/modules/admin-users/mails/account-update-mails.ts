import { formatSoles } from '@cambix/contract';
import type { Config } from '../../../platform/env.ts';
import type { Mail } from '../../../platform/mail.ts';
import { composeMail, type Recipient } from '../../../platform/mail-template.ts';

export interface ConditionChanges {
  /** The commission now in force, when it changed, and the amount from which it applies. */
  commission?: { percent: string; from: string };
  premium?: boolean;
  /** The special monthly limit now in force, or null when the customer is back to their tier's limit. */
  monthlyLimit?: string | null;
}

/** What staff changed that affects the customer's operations: commission, Premium, monthly limit. */
export function conditionsMail(
  config: Pick<Config, 'appName' | 'appUrl'>,
  user: Recipient,
  changes: ConditionChanges,
): Mail {
  const lines: string[] = [];
  if (changes.commission !== undefined) {
    lines.push(
      `Tu comisión para órdenes desde ${formatSoles(changes.commission.from)} ahora es ${changes.commission.percent} %.`,
    );
  }
  if (changes.premium !== undefined) {
    lines.push(changes.premium ? 'Tu cuenta ahora es Premium.' : 'Tu cuenta ya no es Premium.');
  }
  if (changes.monthlyLimit !== undefined) {
    lines.push(
      changes.monthlyLimit === null
        ? 'Tu límite mensual vuelve a ser el de tu tipo de cuenta.'
        : `Tu límite mensual ahora es ${formatSoles(changes.monthlyLimit)}.`,
    );
  }
  return composeMail({
    appName: config.appName,
    to: user,
    subject: `Actualizamos las condiciones de tu cuenta de ${config.appName}`,
    paragraphs: ['Actualizamos las condiciones de tu cuenta:', ...lines],
    action: { label: `Ir a ${config.appName}`, url: `${config.appUrl}/userDashboard` },
  });
}

const FIELD_NAMES: Record<string, string> = {
  nombres: 'nombres',
  apellidoPaterno: 'apellido paterno',
  apellidoMaterno: 'apellido materno',
  email: 'correo',
  celular: 'celular',
};

function listInSpanish(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** Staff corrected the customer's personal data. */
export function dataChangedMail(
  config: Pick<Config, 'appName' | 'appUrl'>,
  user: Recipient,
  fields: string[],
): Mail {
  const names = fields.map((field) => FIELD_NAMES[field] ?? field);
  return composeMail({
    appName: config.appName,
    to: user,
    subject: `Actualizamos tus datos en ${config.appName}`,
    paragraphs: [
      `Nuestro equipo actualizó estos datos de tu cuenta: ${listInSpanish(names)}.`,
      'Si no pediste este cambio, responde este correo.',
    ],
    action: { label: 'Ver mi perfil', url: `${config.appUrl}/userDashboard/perfil` },
  });
}
