// Spanish text of what a refused sign-in may need and of /ingresar-con-enlace (decision 061, 063), loaded
// only with those lazy chunks, never with the /login entry (decision 011).
export const signInEs = {
  verifying: 'Por seguridad, estamos verificando tu conexión…',
  lockedTitle: 'Pausamos el ingreso con contraseña',
  lockedWait: (wait: string) =>
    `Hubo varios intentos fallidos en esta cuenta. Podrás volver a intentarlo con tu contraseña en ${wait}.`,
  lockedOver: 'Ya puedes volver a intentarlo con tu contraseña.',
  linkIntro:
    '¿No quieres esperar? Te enviamos al correo de tu cuenta un enlace para ingresar sin contraseña.',
  sendLink: 'Enviarme un enlace para ingresar',
  link: {
    heading: 'Ingresa con un enlace',
    intro:
      'Escribe tu documento o tu correo y te enviaremos al correo de tu cuenta un enlace para ingresar sin contraseña.',
    identifier: 'Documento o correo',
    identifierRequired: 'Ingresa tu documento o correo.',
    submit: 'Enviarme el enlace',
    signingIn: 'Ingresando a tu cuenta…',
    requestNew: 'Pedir un enlace nuevo',
    backToLogin: 'Volver a iniciar sesión',
  },
};
