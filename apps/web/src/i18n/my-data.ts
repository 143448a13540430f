// Perfil › Mis datos (docs/rules/personal-data.md#mis-datos, #solicitudes-arco): the customer's words.
export const myDataEs = {
  heading: 'Mis datos',
  intro:
    'Descarga todo lo que guardamos sobre ti, o pídenos corregir, cancelar u oponerte al uso de tus datos personales (Ley 29733).',
  export: {
    heading: 'Descargar mis datos',
    intro:
      'Preparamos un archivo ZIP con tu perfil, tus cuentas, tus órdenes, tus puntos, tus notificaciones y tus documentos. Te avisaremos por correo; el enlace vence a las 72 horas.',
    request: 'Preparar mis datos',
    again: 'Preparar de nuevo',
    preparing: (progress: number) => `Preparando tus datos… ${progress} %`,
    ready: (until: string) => `Listo. Puedes descargarlo hasta el ${until}.`,
    expired: 'El enlace de tu última descarga venció. Prepara una nueva.',
    failed: 'No pudimos preparar tus datos. Inténtalo de nuevo.',
    download: 'Descargar ZIP',
    progressLabel: 'Avance de la preparación',
  },
  request: {
    heading: 'Hacer una solicitud',
    intro:
      'Te responderemos dentro de 10 días hábiles. Si pides la cancelación, borraremos tus datos y cerraremos tu acceso; conservaremos solo lo que la ley nos obliga a guardar (el registro de operaciones, tus boletas y tus órdenes).',
    kind: 'Tipo de solicitud',
    kinds: {
      rectificacion: 'Rectificación: corregir un dato',
      cancelacion: 'Cancelación: borrar mis datos',
      oposicion: 'Oposición: que no usen mis datos para algo',
    },
    text: 'Cuéntanos qué nos pides',
    submit: 'Enviar solicitud',
    sent: 'Recibimos tu solicitud. Te responderemos dentro del plazo legal.',
    confirmCancel:
      'Al atender la cancelación cerraremos tu cuenta y no podrás volver a ingresar. ¿Enviar la solicitud?',
    confirm: 'Sí, enviar',
    back: 'Volver',
  },
  list: {
    heading: 'Mis solicitudes',
    empty: 'Aún no tienes solicitudes.',
    filed: (when: string) => `Enviada el ${when}`,
    due: (day: string) => `Plazo de respuesta: ${day}`,
    answer: 'Respuesta',
  },
  kindOf: { rectificacion: 'Rectificación', cancelacion: 'Cancelación', oposicion: 'Oposición' },
  statusOf: { pendiente: 'Pendiente', en_curso: 'En curso', atendida: 'Atendida', denegada: 'Denegada' },
} as const;
