// Spanish text of the public landing "/" (decision 181). Loaded with the page.
export const homeEs = {
  nav: 'Cuenta',
  signIn: 'Ingresar',
  register: 'Crear cuenta',
  heading: 'Tipo de cambio hoy',
  intro: 'Compra y venta de dólares en línea, al tipo de cambio publicado. Compara y cambia en minutos.',
  calculatorHeading: 'Calcula tu cambio',
  calculatorIntro:
    'Escribe el monto en cualquiera de los dos campos; con las flechas cambias de compra a venta.',
  start: 'Empezar',
  hours: { heading: 'Horario y tiempos de transferencia' },
  charts: 'Cómo se movió el tipo de cambio',
  today: (day: string) => `Hoy, ${day}`,
  chartsFailed: 'No pudimos cargar los gráficos del tipo de cambio.',
  banks: {
    heading: 'Bancos con los que trabajamos',
    intro: 'Transfiere desde tu banco y recibe en tu propia cuenta.',
  },
  contact: {
    heading: 'Contáctanos',
    whatsapp: 'WhatsApp',
    whatsappMessage: 'Hola, quiero información para cambiar dólares con Cambix.',
    email: 'Correo',
  },
  company: {
    ruc: (ruc: string) => `RUC ${ruc}`,
    sbs: (registration: string) => `Registro SBS: ${registration}`,
  },
  cta: {
    heading: '¿Listo para cambiar?',
    body: 'Crea tu cuenta gratis o ingresa y empieza tu orden.',
  },
  footer: {
    links: 'Enlaces',
    saldo: 'Cambio de saldo',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
  },
} as const;
