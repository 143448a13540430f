// Spanish text of Clientes activos (/dashboard/user/userActive, module users, issue 17), loaded only with
// its screen.
import { REPORT_MAX_MONTHS, SHORT_MONTH_NAMES, monthWords } from '@cambix/contract';
import { plural } from './plural.ts';

const monthIndex = (month: string) => Number(month.slice(5, 7)) - 1;

export const staffActiveCustomersEs = {
  common: {
    retry: 'Reintentar',
    loading: 'Cargando…',
    loadFailed: 'No pudimos cargar los clientes activos.',
    none: '—',
  },
  /** `2026-11` → `noviembre 2026`. */
  month: monthWords,
  /** `2026-11` → `nov 26`, for the chart's axis. */
  shortMonth: (month: string) => `${SHORT_MONTH_NAMES[monthIndex(month)] ?? month} ${month.slice(2, 4)}`,
  intro:
    'Clientes con al menos una orden terminada en cada mes: nuevos (su primera orden terminada) y recurrentes.',
  total: (count: number) => `${count} ${plural(count, 'cliente activo', 'clientes activos')} en el periodo`,
  export: 'Exportar CSV',
  exportFailed: 'No pudimos exportar los clientes activos.',
  /** The link to this screen in the header of Clientes. */
  linkFromCustomers: 'Clientes activos',
  filters: {
    label: 'Filtros de clientes activos',
    from: 'Desde (mes)',
    to: 'Hasta (mes)',
    bank: 'Banco de pago',
    allBanks: 'Todos',
    bankFallback: (id: string) => `Banco #${id}`,
    outOfOrder: 'El mes final no puede ser anterior al inicial.',
    tooLong: `Elige como máximo ${REPORT_MAX_MONTHS} meses.`,
    reset: 'Últimos 6 meses',
  },
  chart: {
    title: 'Clientes activos por mes',
    description: 'Barras apiladas: clientes nuevos y recurrentes con una orden terminada en cada mes.',
    new: 'Nuevos',
    returning: 'Recurrentes',
    bar: (month: string, active: number, fresh: number, returning: number) =>
      `${month}: ${active} ${plural(active, 'activo', 'activos')} (${fresh} ${plural(fresh, 'nuevo', 'nuevos')}, ${returning} ${plural(returning, 'recurrente', 'recurrentes')})`,
    empty: 'Ningún cliente terminó una orden en este periodo.',
  },
  months: {
    title: 'Resumen por mes',
    label: 'Clientes activos por mes',
    month: 'Mes',
    active: 'Activos',
    new: 'Nuevos',
    returning: 'Recurrentes',
    orders: 'Órdenes',
    totalSent: 'Total enviado',
  },
  customers: {
    title: 'Clientes del periodo',
    label: 'Clientes activos del periodo',
    customer: 'Cliente',
    orders: 'Órdenes',
    totalSent: 'Total enviado',
    totalCommission: 'Comisión total',
    first: 'Primera',
    last: 'Última',
    isNew: 'Nuevo',
    empty: 'No hay clientes activos en este periodo.',
    sortBy: 'Ordenar por',
    sort: {
      lastOrderAt: 'Última orden',
      orderCount: 'Más órdenes',
      totalSent: 'Más enviado',
      totalCommission: 'Más comisión',
    },
    orderCount: (count: number) => `${count} ${plural(count, 'orden', 'órdenes')}`,
    sent: (amount: string) => `${amount} enviados`,
    commission: (amount: string) => `${amount} de comisión`,
    range: (first: string, last: string) => `Primera ${first} · Última ${last}`,
  },
} as const;
