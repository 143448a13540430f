// Spanish text of the public calculator (/crear-orden). Loaded only with that page's chunk, not the entry
// (decision 011).
export const createOrderEs = {
  heading: 'Cotiza tu cambio de saldo',
  intro: 'Mira cuánto recibes antes de crear tu cuenta. La cotización es la misma que verás al operar.',
  divisasIntro:
    'Compra o vende dólares al tipo de cambio publicado. Escribe en cualquiera de los dos montos.',
  bank: 'Banco desde el que pagarás',
  chooseBank: 'Elige un banco',
  banksFailed: 'No pudimos cargar los bancos. Recarga la página.',
  mode: 'Quiero indicar',
  modes: { send: 'Lo que envío', receive: 'Lo que recibo' },
  sendAmount: 'Monto que envías (S/)',
  receiveAmount: 'Monto que recibes (S/)',
  amountHint: 'Desde S/ 110. Por ejemplo: 1500 o 1,500.50',
  amountInvalid: 'Escribe un monto válido, con hasta dos decimales.',
  quoting: 'Calculando…',
  quoteEmpty: 'Elige el banco y escribe el monto para ver tu cotización.',
  rows: {
    send: 'Envías',
    flatFee: 'Comisión (tarifa fija)',
    percentFee: (percent: string) => `Comisión (${percent} %)`,
    finalFee: 'Comisión final',
    receive: 'Recibes',
  },
  note: 'Con tu cuenta, los cupones, tu código de referido y tus puntos pueden bajar la comisión.',
  create: 'Crear orden',
  createHint: 'Inicia sesión o crea tu cuenta y continuamos con este monto.',
  haveNoAccount: '¿Aún no tienes cuenta?',
  register: 'Regístrate',
} as const;
