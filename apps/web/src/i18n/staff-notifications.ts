// Spanish text of the notifications bell (docs/rules/notifications.md#the-bell), loaded with the staff
// shell's chunk (decision 011).

const GROUPS: Record<string, string> = {
  general: 'General',
  'link-orden': 'Links de orden',
  payments: 'Pagos',
  system: 'Sistema',
};

const shortDay = new Intl.DateTimeFormat('es-PE', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const shortDayWithYear = new Intl.DateTimeFormat('es-PE', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export const staffNotificationsEs = {
  notifications: {
    bell: 'Notificaciones',
    bellWithUnread: (count: number) =>
      count === 1 ? 'Notificaciones, 1 sin leer' : `Notificaciones, ${count} sin leer`,
    title: 'Notificaciones',
    close: 'Cerrar notificaciones',
    readFilter: 'Filtrar por estado',
    filters: { all: 'Todas', unread: 'No leídas', read: 'Leídas' },
    markAllRead: 'Marcar todas como leídas',
    groupsLabel: 'Grupos',
    allGroups: 'Todos',
    groupCounts: (unread: number, total: number) => `${unread}/${total}`,
    groupCountsHint: (unread: number, total: number) => `${unread} sin leer de ${total}`,
    view: 'Vista',
    byDay: 'Por fecha',
    byGroup: 'Por grupo',
    today: 'Hoy',
    yesterday: 'Ayer',
    /** A Lima calendar day `YYYY-MM-DD` as a short date; the year only when it is not this year's. */
    shortDate: (day: string, currentYear: string) =>
      (day.startsWith(currentYear) ? shortDay : shortDayWithYear).format(new Date(`${day}T12:00:00Z`)),
    markRead: 'Marcar como leído',
    markUnread: 'Marcar como no leído',
    unreadDot: 'Sin leer',
    /** A done task (docs/rules/notifications.md#tasks): who did it and when, Lima time. */
    resolvedBy: (name: string | null, when: string) =>
      name ? `Resuelta por ${name} · ${when}` : `Resuelta · ${when}`,
    readGroup: 'Leer todas',
    groupSummary: (unread: number, total: number) => `${unread} sin leer • ${total} total`,
    emptyFilterTitle: 'Nada por aquí',
    emptyFilterBody: 'Sin notificaciones en este filtro',
    empty: 'Sin notificaciones por ahora',
    groupName: (group: string) => GROUPS[group] ?? group,
    browser: {
      enable: 'Activar avisos del navegador',
      enableHint:
        'Recibe un aviso del sistema cuando llegue una notificación y esta pestaña no esté a la vista.',
      denied: 'Avisos del navegador bloqueados',
      deniedHint: 'Permite las notificaciones de este sitio en la configuración del navegador.',
    },
  },
} as const;
