/** A day Cambix and the banks do not work (docs/rules/hours-and-arrival.md#holidays). */
export interface Holiday {
  /** 'YYYY-MM-DD', a Lima calendar day. */
  date: string;
  name: string;
}

const day = (year: number, month: number, date: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus: Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month, date);
}

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Peru's national public holidays (feriados nacionales) of a year, in date order. */
export function peruHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const list: Holiday[] = [
    { date: day(year, 1, 1), name: 'Año Nuevo' },
    { date: shift(easter, -3), name: 'Jueves Santo' },
    { date: shift(easter, -2), name: 'Viernes Santo' },
    { date: day(year, 5, 1), name: 'Día del Trabajo' },
    { date: day(year, 6, 29), name: 'San Pedro y San Pablo' },
    { date: day(year, 7, 23), name: 'Día de la Fuerza Aérea del Perú' },
    { date: day(year, 7, 28), name: 'Fiestas Patrias' },
    { date: day(year, 7, 29), name: 'Fiestas Patrias' },
    { date: day(year, 8, 6), name: 'Batalla de Junín' },
    { date: day(year, 8, 30), name: 'Santa Rosa de Lima' },
    { date: day(year, 10, 8), name: 'Combate de Angamos' },
    { date: day(year, 11, 1), name: 'Todos los Santos' },
    { date: day(year, 12, 8), name: 'Inmaculada Concepción' },
    { date: day(year, 12, 9), name: 'Batalla de Ayacucho' },
    { date: day(year, 12, 25), name: 'Navidad' },
  ];
  return list.sort((x, y) => x.date.localeCompare(y.date));
}
