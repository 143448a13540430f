import type { RiskCause, RiskLevel } from '@cambix/contract';

// Cumplimiento › Riesgo (docs/rules/compliance.md#customer-risk): the officer's words only.
export const staffComplianceRiskEs = {
  retry: 'Reintentar',
  loadFailed: 'No se pudo cargar. Inténtalo de nuevo.',
  intro:
    'Nivel de riesgo de cada cliente según sus factores, recalculado con cada cambio. Con riesgo alto, toda orden pide la declaración jurada y el cliente se revisa periódicamente.',
  filter: { all: 'Todos', high: 'Alto', medium: 'Medio', low: 'Bajo' } as Record<RiskLevel | 'all', string>,
  level: { high: 'Riesgo alto', medium: 'Riesgo medio', low: 'Riesgo bajo' } as Record<RiskLevel, string>,
  levelShort: { high: 'Alto', medium: 'Medio', low: 'Bajo' } as Record<RiskLevel, string>,
  counts: (overdue: number) => `${overdue} ${overdue === 1 ? 'revisión vencida' : 'revisiones vencidas'}`,
  empty: 'No hay clientes en este filtro.',
  noMatch: 'Ningún cliente de este filtro coincide con la búsqueda.',
  filters: 'Buscar y filtrar clientes',
  search: 'Buscar',
  searchPlaceholder: 'Nombre o documento',
  score: (score: number) => `${score} ${score === 1 ? 'punto' : 'puntos'}`,
  points: (points: number) => `+${points}`,
  noFactors: 'Sin factores de riesgo.',
  computedAt: (when: string) => `Calculado el ${when}`,
  reviewDue: (day: string) => `Revisión hasta el ${day}`,
  overdue: (day: string) => `Revisión vencida: era hasta el ${day}`,
  lastReview: (who: string, when: string) => `Última revisión: ${when} · ${who}`,
  factors: 'Factores',
  history: 'Historial',
  showHistory: (count: number) => `Ver historial (${count})`,
  hideHistory: 'Ocultar historial',
  system: 'Sistema',
  cause: {
    registration: 'Registro',
    'data-change': 'Cambio de datos',
    'first-partner-order': 'Primera orden por socio',
    'list-version': 'Nueva versión de lista',
    profile: 'Datos del perfil',
    'staff-edit': 'Edición por el personal',
    'alert-decided': 'Alerta resuelta',
    'order-finalized': 'Orden finalizada',
    settings: 'Cambio de ajustes',
    time: 'Paso del tiempo',
    review: 'Revisión',
  } as Record<RiskCause, string>,
  change: (from: string | null, to: string) => (from ? `${from} → ${to}` : to),
  review: 'Marcar revisado',
  reviewTitle: 'Marcar como revisado',
  reviewBody: (days: string) =>
    `Anota qué revisaste. La próxima revisión quedará para dentro de ${days} días (Ajustes › Cumplimiento).`,
  reviewBodyPlain: 'Anota qué revisaste. Se programará la próxima revisión.',
  note: 'Nota de la revisión',
  noteRequired: 'Escribe la nota de la revisión.',
  cancel: 'Cancelar',
  reviewed: 'Revisión registrada. La próxima revisión quedó programada.',
  reviewFailed: 'No se pudo registrar la revisión.',
};

/** `2027-05-20` (a Lima day) as `20/05/2027`. */
export const limaDayText = (day: string) => day.split('-').reverse().join('/');
