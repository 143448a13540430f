// Spanish text of the staff shell (sidebar, top bar, access panels): only the staff and cards shells
// load it, so the /login entry does not carry it (decision 011).
export const staffShellEs = {
  toggleSidebar: 'Mostrar u ocultar el menú',
  cards: 'Tarjetas',
  cardsHint: 'Abrir el tablero de tarjetas en una pestaña nueva',
  search: 'Buscar en el menú',
  noResults: 'Ningún elemento coincide con la búsqueda.',
  mainNav: 'Menú principal',
  sections: {
    inicio: 'Inicio',
    operacion: 'Operación',
    finanzas: 'Finanzas',
    marketing: 'Marketing',
    cumplimiento: 'Cumplimiento',
    sistema: 'Sistema',
    otros: 'Otros',
  },
  expand: (section: string) => `Mostrar ${section}`,
  collapse: (section: string) => `Ocultar ${section}`,
  access: {
    loading: 'Cargando tus permisos…',
    deniedTitle: 'No tienes acceso a esta sección',
    deniedBody:
      'Tu cuenta no tiene permiso para ver este módulo. Si lo necesitas, pídeselo a un administrador.',
    goToStart: 'Ir a mi inicio',
    noModulesTitle: 'Tu cuenta aún no tiene módulos asignados',
    noModulesBody:
      'Tu cuenta aún no tiene módulos asignados. Pide a un administrador que te dé acceso a los módulos que necesitas.',
    loadFailed: 'No pudimos cargar tus permisos.',
    retry: 'Reintentar',
  },
} as const;
