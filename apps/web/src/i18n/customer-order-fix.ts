// Spanish text for fixing an observed order from the app and for an order link that no longer opens, part
// of customerEs; apart only to keep each file readable.
export const customerOrderFixEs = {
  fixOrder: {
    action: 'Corregir orden',
    opening: 'Abriendo…',
    /** The fix flow's heading, where a temporary order's says "Completar orden". */
    title: 'Corregir orden',
    failed: 'No pudimos abrir la corrección de tu orden. Inténtalo de nuevo.',
  },
  deadLink: {
    'not-found': {
      title: 'No se pudo obtener el link',
      body: 'Revisa que lo hayas abierto completo, tal como te llegó. Si el problema sigue, pide uno nuevo a Cambix.',
    },
    expired: {
      title: 'Este link venció',
      body: 'Los links de Cambix son válidos por un tiempo limitado. Pide uno nuevo o crea tu orden desde la app.',
    },
    used: {
      title: 'Este link ya fue usado',
      body: 'La orden de este link ya se envió. Revisa cómo va en Historial.',
    },
    /** An expired modification link: the observed order is still fixed from Historial. */
    expiredFix: 'Si tu orden está observada, puedes corregirla desde Historial con «Corregir orden».',
    toOrders: 'Ver mis órdenes',
    signIn: 'Iniciar sesión',
    newOrder: 'Crear una orden',
  },
} as const;
