// Datos personales › Solicitudes (docs/rules/personal-data.md#solicitudes-arco): staff's words.
export const staffDataRequestsEs = {
  retry: 'Reintentar',
  loadFailed: 'No se pudo cargar. Inténtalo de nuevo.',
  failed: 'No se pudo guardar. Inténtalo de nuevo.',
  list: {
    intro:
      'Solicitudes de rectificación, cancelación y oposición de los clientes (Ley 29733). El plazo legal es de 10 días hábiles de Lima desde el día siguiente a la solicitud.',
    state: 'Estado',
    status: {
      abiertas: 'Abiertas',
      pendiente: 'Pendientes',
      en_curso: 'En curso',
      atendida: 'Atendidas',
      denegada: 'Denegadas',
      todas: 'Todas',
    },
    empty: 'No hay solicitudes en este filtro.',
    filed: (when: string) => `Recibida el ${when}`,
  },
  deadline: {
    due: (day: string) => `Vence el ${day}`,
    left: (days: number) =>
      days === 0 ? 'Vence hoy' : `${days} ${days === 1 ? 'día hábil' : 'días hábiles'} restantes`,
    overdue: (days: number) =>
      days <= 0 ? 'Plazo vencido' : `Plazo vencido hace ${days} ${days === 1 ? 'día hábil' : 'días hábiles'}`,
  },
  detail: {
    back: 'Volver a Solicitudes',
    notFound: 'Esa solicitud no existe.',
    customer: 'Cliente',
    text: 'Lo que pide el cliente',
    started: (who: string, when: string) => `Tomada por ${who} el ${when}`,
    answered: (who: string, when: string) => `Respondida por ${who} el ${when}`,
    answer: 'Respuesta al cliente',
    start: 'Tomar solicitud',
    outcome: 'Resultado',
    attend: 'Atender',
    deny: 'Denegar',
    answerLabel: 'Respuesta al cliente',
    send: 'Enviar respuesta',
    cancelWarning:
      'Atender una cancelación anonimiza al cliente (nombres, contacto, dirección), borra sus fotos, enmascara sus cuentas bancarias y bloquea su acceso. Se conservan el registro de operaciones, las boletas, las órdenes y el libro. No se puede deshacer.',
    confirmCancel: 'Sí, cancelar sus datos',
    back2: 'Volver',
    removed: 'Se eliminó',
    kept: 'Se conservó, por obligación legal',
    closedNote: 'La solicitud ya fue respondida: no se puede cambiar.',
  },
} as const;
