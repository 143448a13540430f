// The "Dispositivos conectados" section of the Seguridad page (decision 133).
export const sessionsEs = {
  pageIntro: 'Revisa dónde tienes tu cuenta abierta y cierra lo que no reconozcas.',
  title: 'Dispositivos conectados',
  intro:
    'Cada navegador donde iniciaste sesión. Si no reconoces uno, cierra su sesión y cambia tu contraseña: al cambiarla se cierran todas las demás.',
  thisDevice: 'Este dispositivo',
  unknownBrowser: 'Navegador desconocido',
  onSystem: (browser: string, system: string) => `${browser} en ${system}`,
  address: (address: string) => `Dirección ${address}`,
  localNetwork: 'Red local',
  noAddress: 'Dirección no registrada',
  lastSeen: (at: string) => `Última actividad: ${at}`,
  signedIn: (at: string) => `Inició sesión: ${at}`,
  end: 'Cerrar sesión',
  endLabel: (device: string) => `Cerrar sesión en ${device}`,
  confirmOtherTitle: '¿Cerrar la sesión de ese dispositivo?',
  confirmOtherBody: (device: string) =>
    `${device} dejará de tener acceso a tu cuenta en su próxima acción. Para volver, tendrá que iniciar sesión de nuevo.`,
  confirmOwnTitle: '¿Cerrar sesión en este dispositivo?',
  confirmOwnBody: 'Saldrás de tu cuenta aquí. Tus otros dispositivos siguen conectados.',
  confirm: 'Cerrar sesión',
  cancel: 'Cancelar',
  ended: 'Cerraste la sesión de ese dispositivo.',
  loadFailed: 'No pudimos cargar tus dispositivos.',
  retry: 'Reintentar',
} as const;
