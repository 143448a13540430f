// Datos personales › Incidentes de seguridad (docs/rules/personal-data.md#incidentes-de-seguridad): staff's words.
export const staffIncidentsEs = {
  retry: 'Reintentar',
  loadFailed: 'No se pudo cargar. Inténtalo de nuevo.',
  failed: 'No se pudo guardar. Inténtalo de nuevo.',
  list: {
    intro:
      'Registro de incidentes de seguridad que afectan datos personales (Ley 29733): qué pasó, cuándo, a quiénes afectó y cuándo se notificó a la ANPD y a los afectados. Un incidente nunca se borra: cada cambio queda en su historial.',
    state: 'Estado',
    status: { todos: 'Todos', abierto: 'Abiertos', cerrado: 'Cerrados' },
    empty: 'No hay incidentes en este filtro.',
    detected: (when: string) => `Detectado el ${when}`,
    affected: (count: number) => `${count} ${count === 1 ? 'persona afectada' : 'personas afectadas'}`,
    notified: (authority: boolean, people: boolean) =>
      authority && people
        ? 'ANPD y afectados notificados'
        : authority
          ? 'ANPD notificada · afectados sin notificar'
          : people
            ? 'Afectados notificados · ANPD sin notificar'
            : 'Sin notificar',
    create: 'Registrar incidente',
  },
  status: { abierto: 'Abierto', cerrado: 'Cerrado' },
  form: {
    title: 'Nuevo incidente',
    titleLabel: 'Qué pasó (en una línea)',
    description: 'Descripción',
    occurredAt: 'Cuándo ocurrió',
    detectedAt: 'Cuándo se detectó',
    dataKinds: 'Datos personales afectados',
    affected: 'A quiénes afectó',
    affectedCount: 'Número de personas afectadas',
    customerIds: 'Clientes vinculados (opcional)',
    customerIdsHelp: 'IDs de cliente separados por comas',
    measures: 'Medidas tomadas',
    authorityNotifiedAt: 'Notificado a la ANPD (opcional)',
    peopleNotifiedAt: 'Notificado a los afectados (opcional)',
    limaTime: 'Hora de Lima',
    save: 'Registrar incidente',
    cancel: 'Cancelar',
    badCustomers: 'Escribe los IDs de cliente como números separados por comas.',
  },
  detail: {
    back: 'Volver a Incidentes',
    notFound: 'Ese incidente no existe.',
    occurredAt: 'Ocurrió',
    detectedAt: 'Se detectó',
    dataKinds: 'Datos afectados',
    affected: 'A quiénes afectó',
    affectedCount: 'Personas afectadas',
    customers: 'Clientes vinculados',
    measures: 'Medidas tomadas',
    authorityNotifiedAt: 'Notificación a la ANPD',
    peopleNotifiedAt: 'Notificación a los afectados',
    notYet: 'Pendiente',
    registered: (who: string, when: string) => `Registrado por ${who} el ${when}`,
    timeline: 'Historial',
    entryBy: (who: string, when: string) => `${who} · ${when}`,
    field: {
      measures: 'Medidas',
      affectedCount: 'Personas afectadas',
      authorityNotifiedAt: 'Notificación a la ANPD',
      peopleNotifiedAt: 'Notificación a los afectados',
      status: 'Estado',
    } as Record<string, string>,
    none: '—',
    addEntry: 'Registrar un cambio',
    note: 'Qué cambió o qué se hizo',
    newMeasures: 'Medidas tomadas (solo si cambian)',
    newCount: 'Personas afectadas',
    onlyIfChanged: 'Solo si cambia',
    close: 'Cerrar el incidente',
    reopen: 'Reabrir el incidente',
    saveEntry: 'Registrar cambio',
  },
} as const;
