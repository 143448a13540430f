/** Reference data seeded into empty tables: payment steps per bank and survey 1 (domain.md 3, 4). */

/** How to pay Cambix from a card, for the banks where Cambix holds a collection account. */
export const PAYMENT_STEPS: Record<string, string[]> = {
  '002': [
    'Ingresa a tu app o banca por internet del BCP.',
    'Elige «Transferir» y luego «A otra cuenta BCP».',
    'Pega el número de cuenta de Cambix que ves en esta pantalla y escribe el monto exacto de tu orden.',
    'Confirma la operación y guarda la constancia: la subirás como comprobante.',
  ],
  '003': [
    'Ingresa a la app o banca por internet de Interbank.',
    'Elige «Transferencias» y luego «A cuentas Interbank».',
    'Pega el número de cuenta de Cambix y escribe el monto exacto de tu orden.',
    'Confirma y descarga la constancia para subirla como comprobante.',
  ],
  '011': [
    'Ingresa a la app BBVA o a bbva.pe.',
    'Elige «Operaciones» y luego «Transferir a cuentas BBVA».',
    'Pega el número de cuenta de Cambix y escribe el monto exacto de tu orden.',
    'Confirma y guarda la constancia de la operación.',
  ],
  '009': [
    'Ingresa a la app o banca por internet de Scotiabank.',
    'Elige «Transferencias» y luego «Entre cuentas de otros clientes Scotiabank».',
    'Pega el número de cuenta de Cambix y escribe el monto exacto de tu orden.',
    'Confirma y guarda la constancia para subirla como comprobante.',
  ],
};

export const SURVEY_ONE = {
  id: 1,
  title: '¿Cómo nos conociste?',
  questions: [
    {
      position: 1,
      text: '¿Cómo nos conociste?',
      kind: 'single' as const,
      options: [
        { id: 'facebook', label: 'Facebook' },
        { id: 'instagram', label: 'Instagram' },
        { id: 'tiktok', label: 'TikTok' },
        { id: 'google', label: 'Google' },
        { id: 'recomendacion', label: 'Me lo recomendó un familiar o amigo' },
        { id: 'referido', label: 'Con un código de referido' },
        { id: 'otro', label: 'Otro', withText: true },
      ],
    },
  ],
};
