import { z } from 'zod';
import { minutesOf } from './arrival.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_MINUTES = 24 * 60;

const clockTime = (label: string) =>
  z.string({ error: `Ingresa ${label}.` }).regex(TIME, 'Usa HH:MM, por ejemplo 15:00.');

const transferMinutes = z
  .number({ error: 'Ingresa los minutos.' })
  .int('Usa minutos enteros.')
  .min(1, 'Usa entre 1 y 720 minutos.')
  .max(720, 'Usa entre 1 y 720 minutos.');

/** One bank's transfer times in one currency (docs/rules/hours-and-arrival.md#transfer-times). */
export const transferTime = z
  .object({
    bankCode: z.string().regex(/^\d{3}$/, 'Elige el banco.'),
    currency: z.enum(['PEN', 'USD'], { error: 'Elige la moneda.' }),
    sameBankMinutes: transferMinutes,
    sameBankCutoff: clockTime('la hora de corte'),
    /** null: the interbank (CCI) transfer arrives the next bank business day. */
    interbankMinutes: transferMinutes.nullable(),
    interbankCutoff: clockTime('la hora de corte'),
  })
  .superRefine((value, ctx) => {
    // The arrival is said within the day the payout is sent (docs/rules/hours-and-arrival.md#arrival).
    const fits = (cutoff: string, minutes: number | null, path: string) => {
      if (minutes === null || !TIME.test(cutoff) || minutesOf(cutoff) + minutes <= DAY_MINUTES) return;
      ctx.addIssue({
        code: 'custom',
        path: [path],
        message:
          'Con la hora de corte, la transferencia terminaría después de medianoche: usa menos minutos.',
      });
    };
    fits(value.sameBankCutoff, value.sameBankMinutes, 'sameBankMinutes');
    fits(value.interbankCutoff, value.interbankMinutes, 'interbankMinutes');
  });
export type TransferTimeSettings = z.infer<typeof transferTime>;

const isCalendarDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

export const holiday = z.object({
  date: z.string({ error: 'Ingresa la fecha.' }).refine(isCalendarDay, 'Usa una fecha válida (AAAA-MM-DD).'),
  name: z
    .string({ error: 'Ingresa el nombre.' })
    .trim()
    .min(2, 'Usa al menos 2 caracteres.')
    .max(60, 'Usa como máximo 60 caracteres.'),
});

/**
 * Ajustes › Horarios y feriados (`service` section): the holidays Cambix does not work and each bank's
 * transfer times. The weekly hours are the `divisas` section's, Cambix's one week (decision 183).
 */
export const serviceSettings = z
  .object({
    holidays: z.array(holiday).max(200, 'Usa como máximo 200 feriados.'),
    transfers: z.array(transferTime).max(100, 'Usa como máximo 100 filas.'),
  })
  .superRefine((value, ctx) => {
    const days = new Set<string>();
    value.holidays.forEach((item, index) => {
      if (days.has(item.date))
        ctx.addIssue({
          code: 'custom',
          path: ['holidays', index, 'date'],
          message: 'Esa fecha ya está en la lista.',
        });
      days.add(item.date);
    });
    const rows = new Set<string>();
    value.transfers.forEach((item, index) => {
      const key = `${item.bankCode}:${item.currency}`;
      if (rows.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['transfers', index, 'currency'],
          message: 'Ese banco ya tiene tiempos en esa moneda.',
        });
      rows.add(key);
    });
  });
export type ServiceSettings = z.infer<typeof serviceSettings>;

export const arrival = z.object({
  kind: z.enum(['same-bank', 'interbank']),
  arrivesBy: z.string(),
  day: z.string(),
  before: z.string().nullable(),
  text: z.string(),
});

export const serviceStatusView = z.object({
  open: z.boolean(),
  closesAt: z.string().nullable(),
  nextOpeningAt: z.string().nullable(),
  text: z.string(),
  processingText: z.string().nullable(),
});

const dayHours = z.object({ from: z.string(), to: z.string() }).nullable();

/** `GET /api/public/service-hours`: what the landing page and the calculator say about hours and times. */
export const publicServiceHours = z.object({
  status: serviceStatusView,
  hours: z.object({ weekdays: dayHours, saturday: dayHours, sunday: dayHours }),
  /** "lunes a viernes de 09:00 a 19:00, sábados de 09:00 a 13:00". */
  hoursText: z.string(),
  /** The holidays from today on. */
  holidays: z.array(holiday),
  /** Per active bank with times, in the catalogue's order. */
  banks: z.array(
    z.object({
      bankId: z.number().int(),
      code: z.string(),
      name: z.string(),
      shortName: z.string(),
      color: z.string(),
      logoUrl: z.string().nullable(),
      times: z.array(
        z.object({
          currency: z.enum(['PEN', 'USD']),
          sameBankMinutes: z.number().int(),
          interbankMinutes: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
export type PublicServiceHours = z.infer<typeof publicServiceHours>;
