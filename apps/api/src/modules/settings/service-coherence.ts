import { describeHours, minutesOf, type ServiceSettings, type WeeklyHours } from '@cambix/contract';
import type { Tx } from '../../platform/db/client.ts';
import { banks } from '../../platform/db/schema/index.ts';
import { problem, type Problem } from '../../platform/refusal.ts';
import { readStoredSettings } from './get-settings.ts';

/** A cut-off falls inside the hours when some open day's window holds it (after opening, up to closing). */
function isInsideHours(hours: WeeklyHours, cutoff: string): boolean {
  const minute = minutesOf(cutoff);
  return [hours.weekdays, hours.saturday, hours.sunday].some(
    (window) => window !== null && minute > minutesOf(window.from) && minute <= minutesOf(window.to),
  );
}

/** The cut-offs the week leaves outside its hours: a payout before them could never be sent. */
export function cutoffProblems(hours: WeeklyHours, service: ServiceSettings, field?: string): Problem[] {
  const problems: Problem[] = [];
  const message = `La hora de corte debe estar dentro del horario de atención (${describeHours(hours)}).`;
  service.transfers.forEach((row, index) => {
    for (const key of ['sameBankCutoff', 'interbankCutoff'] as const) {
      if (isInsideHours(hours, row[key])) continue;
      problems.push(
        field === undefined
          ? problem(`transfers.${index}.${key}`, 'VALIDATION_FAILED', message)
          : problem(
              field,
              'VALIDATION_FAILED',
              `La hora de corte ${row[key]} del banco ${row.bankCode} (${row.currency}) quedaría fuera de este horario: cámbiala antes en Horarios y feriados.`,
            ),
      );
    }
  });
  // One message per field is shown: the first one names what to fix.
  return field === undefined ? problems : problems.slice(0, 1);
}

/** Every row names a bank of the catalogue, and every cut-off is inside the week's hours (decision 183). */
export async function serviceAgainstTheRest(tx: Tx, service: ServiceSettings): Promise<Problem[]> {
  const codes = new Set((await tx.select({ code: banks.code }).from(banks)).map((bank) => bank.code));
  const unknown = service.transfers.flatMap((row, index) =>
    codes.has(row.bankCode)
      ? []
      : [problem(`transfers.${index}.bankCode`, 'VALIDATION_FAILED', 'Ese banco no está en el catálogo.')],
  );
  const divisas = await readStoredSettings(tx, 'divisas');
  return [...unknown, ...cutoffProblems(divisas.hours, service)];
}

/** New hours must keep every stored cut-off inside them. */
export async function hoursAgainstTheRest(tx: Tx, hours: WeeklyHours): Promise<Problem[]> {
  return cutoffProblems(hours, await readStoredSettings(tx, 'service'), 'hours.weekdays.to');
}
