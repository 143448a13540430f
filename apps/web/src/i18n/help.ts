// Spanish text of the help contact and of the public legal pages (/terminos, /privacidad; decision 108).

export interface LegalCompany {
  name: string;
  /** '' until Ajustes › Empresa has it. */
  ruc: string;
  address: string;
  email: string;
  whatsapp: string;
}

export interface LegalSection {
  /** The anchor a consent links to (`/privacidad#datos-sensibles`). */
  id?: string;
  heading: string;
  paragraphs: string[];
}

/** +51987654321 → +51 987 654 321. */
export const formatWhatsapp = (number: string): string =>
  number.replace(/^\+51(\d{3})(\d{3})(\d{3})$/, '+51 $1 $2 $3');

const who = (c: LegalCompany) =>
  [
    `${c.name}${c.ruc ? `, con RUC ${c.ruc}` : ''}${c.address ? ` y domicilio en ${c.address}` : ''}`,
    '(en adelante, «Cambix»)',
  ].join(' ');

const contactLine = (c: LegalCompany) =>
  [c.email ? `el correo ${c.email}` : null, c.whatsapp ? `WhatsApp ${formatWhatsapp(c.whatsapp)}` : null]
    .filter(Boolean)
    .join(' o ') || 'los canales de ayuda de la aplicación';

export const helpEs = {
  help: {
    item: '¿Necesitas ayuda?',
    title: '¿Necesitas ayuda?',
    body: 'Escríbenos y te respondemos en horario de atención. Ten a mano el código de tu orden si tu consulta es sobre una.',
    whatsapp: 'Escríbenos por WhatsApp',
    email: 'Envíanos un correo',
    close: 'Cerrar',
    none: 'Por ahora no hay un canal de ayuda registrado.',
    whatsappMessage: (name: string | null) =>
      name ? `Hola, soy ${name}. Necesito ayuda con Cambix.` : 'Hola, necesito ayuda con Cambix.',
  },
  legal: {
    updated: (date: string, version: number) =>
      `Versión ${version} · vigente desde el ${new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))}`,
    back: 'Volver',
    loadFailed: 'No pudimos cargar los datos de la empresa. Mostramos el texto sin ellos.',
    otherTerms: 'Leer los términos y condiciones',
    otherPrivacy: 'Leer la política de privacidad',
    terms: {
      title: 'Términos y condiciones del servicio',
      sections: (c: LegalCompany): LegalSection[] => [
        {
          heading: '1. Quiénes somos',
          paragraphs: [
            `Estos términos regulan el uso de la plataforma digital de cambio de saldo que opera ${who(c)}. Al crear tu cuenta y marcar la casilla de aceptación, declaras haberlos leído y aceptarlos.`,
          ],
        },
        {
          heading: '2. El servicio',
          paragraphs: [
            'Cambix te permite mover saldo en soles entre cuentas bancarias: transfieres un monto a una cuenta de Cambix en el banco que elijas y Cambix transfiere el monto a recibir a una cuenta a tu nombre, descontada la comisión que la aplicación te muestra antes de confirmar.',
            'Cada operación es una orden con un código. La cotización (monto a enviar, comisión, descuentos y monto a recibir) se muestra antes de que la confirmes y es la que se aplica.',
          ],
        },
        {
          heading: '3. Tu cuenta y la validación de identidad',
          paragraphs: [
            'Para operar debes ser mayor de edad, registrarte con un documento de identidad válido y completar la validación: tus datos personales, fotos de tu documento y una selfie. Cambix puede aprobar, observar, rechazar o bloquear una cuenta conforme a sus políticas de prevención del lavado de activos y del financiamiento del terrorismo.',
            'Eres responsable de la confidencialidad de tu contraseña y de lo que se haga con tu cuenta.',
          ],
        },
        {
          heading: '4. Tus obligaciones',
          paragraphs: [
            'Usar solo cuentas bancarias propias, a tu nombre, tanto para pagar como para recibir.',
            'Transferir exactamente el monto de la orden, desde el banco indicado, y registrar el número de operación y la constancia de tu transferencia.',
            'Dar información veraz y actualizarla cuando cambie. No usar el servicio para fines ilícitos ni con fondos de origen ilícito.',
          ],
        },
        {
          heading: '5. Límites',
          paragraphs: [
            'Cada orden tiene un monto mínimo y máximo, y cada cuenta un límite mensual según su estado (por validar, activa o premium). La aplicación te muestra los límites vigentes al cotizar. Cambix puede pedirte información adicional antes de procesar operaciones por montos altos.',
          ],
        },
        {
          heading: '6. Comisiones',
          paragraphs: [
            'Por debajo del monto que la aplicación indica se cobra una comisión fija; desde ese monto, un porcentaje del monto enviado. Si tu cuenta de destino está en otro banco o en provincia, puede aplicarse el costo de la transferencia interbancaria. Todo cargo se muestra antes de que confirmes la orden; no hay cobros ocultos.',
            'Por cada orden terminada recibes una boleta de venta electrónica por la comisión.',
          ],
        },
        {
          heading: '7. Plazos, observaciones y cancelación',
          paragraphs: [
            'Una orden sin pago vence en el plazo que indica la aplicación. Puedes cancelarla mientras no hayas transferido.',
            'Si tu transferencia no coincide con la orden o los datos de destino tienen un problema, Cambix la observa y te envía un enlace para corregirla. Si no puede completarse, Cambix te devuelve el monto recibido a la cuenta de origen.',
            'Puedes cerrar tu cuenta en cualquier momento escribiendo a los canales de ayuda, siempre que no tengas órdenes en curso.',
          ],
        },
        {
          heading: '8. Responsabilidad',
          paragraphs: [
            'Cambix responde por transferir el monto a recibir de cada orden pagada conforme a estos términos. No responde por demoras atribuibles a los bancos, ni por transferencias a cuentas con datos que tú registraste de forma errónea.',
          ],
        },
        {
          heading: '9. Cambios a estos términos',
          paragraphs: [
            'Si cambiamos estos términos, te lo avisaremos en la aplicación o por correo antes de que entren en vigencia. Las órdenes ya creadas se rigen por los términos vigentes cuando las confirmaste.',
          ],
        },
        {
          heading: '10. Contacto, reclamos y ley aplicable',
          paragraphs: [
            `Para consultas y reclamos escríbenos a ${contactLine(c)}. También puedes registrar un reclamo en nuestro Libro de Reclamaciones. Estos términos se rigen por las leyes de la República del Perú.`,
          ],
        },
      ],
    },
    privacy: {
      title: 'Política de privacidad y tratamiento de datos personales',
      sections: (c: LegalCompany): LegalSection[] => [
        {
          heading: '1. Responsable del tratamiento',
          paragraphs: [
            `El titular del banco de datos personales de clientes y responsable de su tratamiento es ${who(c)}. Tratamos tus datos conforme a la Ley N.° 29733, Ley de Protección de Datos Personales, y su Reglamento, aprobado por el Decreto Supremo N.° 016-2024-JUS.`,
          ],
        },
        {
          heading: '2. Datos que tratamos',
          paragraphs: [
            'Datos de identificación: nombres y apellidos, tipo y número de documento, fecha de nacimiento, género, nacionalidad, fotos de tu documento y una selfie.',
            'Datos de contacto: correo electrónico, celular y dirección. Datos de tu actividad: ocupación y si eres una persona expuesta políticamente.',
            'Datos financieros: tus cuentas bancarias, tus órdenes, sus montos, números de operación y constancias.',
            'Datos técnicos: registros de acceso y de uso de la aplicación, necesarios para su seguridad.',
          ],
        },
        {
          heading: '3. Para qué los usamos',
          paragraphs: [
            'Para validar tu identidad, ejecutar tus órdenes, emitir tus boletas, atender tus consultas y reclamos, y cumplir las obligaciones de prevención del lavado de activos y del financiamiento del terrorismo y las tributarias.',
            'Solo con tu consentimiento adicional, que puedes retirar cuando quieras, te enviaremos promociones y novedades.',
          ],
        },
        {
          id: 'datos-sensibles',
          heading: '4. Datos sensibles: las fotos de tu documento y tu selfie',
          paragraphs: [
            'Las fotos de tu documento de identidad y tu selfie permiten comparar tu rostro con tu documento: son datos sensibles. Las tratamos solo para validar tu identidad y prevenir fraudes y suplantaciones, y solo con tu consentimiento expreso y por escrito, que das al registrarte marcando una casilla aparte.',
            'Nadie fuera del personal autorizado las ve, y cada consulta queda registrada. Sin ellas no podemos validar tu identidad ni, por eso, atender tus órdenes.',
          ],
        },
        {
          id: 'comunicaciones-comerciales',
          heading: '5. Comunicaciones comerciales',
          paragraphs: [
            'Te enviamos ofertas, promociones y novedades por correo solo si lo aceptas, en una casilla aparte y sin marcar al registrarte, o después en tu Perfil. Es opcional: no cambia nada del servicio.',
            'Puedes retirarlo cuando quieras desde Perfil › Comunicaciones comerciales; desde ese momento no te enviamos ninguna más. Los correos propios del servicio (tus órdenes, tu cuenta, tu seguridad) te llegan siempre.',
          ],
        },
        {
          heading: '6. Cuánto tiempo los conservamos',
          paragraphs: [
            'Mientras tu cuenta esté vigente y, después, por el plazo que exigen las normas de prevención del lavado de activos (diez años desde la última operación) y las tributarias. Vencidos esos plazos, los eliminamos o anonimizamos.',
          ],
        },
        {
          heading: '7. A quién los transferimos',
          paragraphs: [
            'A los bancos que intervienen en tus transferencias; al proveedor de facturación electrónica y a la SUNAT, para emitir tus boletas; a la Unidad de Inteligencia Financiera y otras autoridades, cuando la ley lo exige; y a nuestros proveedores de nube y de correo, que los tratan por encargo nuestro y con medidas de seguridad. Si alguno de ellos está fuera del Perú, la transferencia se hace con las garantías que exige la ley.',
          ],
        },
        {
          heading: '8. Tus derechos (ARCO)',
          paragraphs: [
            'Puedes ejercer tus derechos de acceso, rectificación, cancelación y oposición, y revocar tu consentimiento, sin costo.',
            `Escríbenos a ${contactLine(c)} con tu nombre, tu documento y lo que solicitas. Respondemos en los plazos de ley: hasta 20 días hábiles para el acceso y hasta 10 días hábiles para los demás derechos. Si no estás conforme con la respuesta, puedes acudir a la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos.`,
          ],
        },
        {
          heading: '9. Banco de datos y seguridad',
          paragraphs: [
            'Tus datos forman parte del banco de datos personales «Clientes», inscrito en el Registro Nacional de Protección de Datos Personales. Aplicamos medidas técnicas y organizativas para protegerlos: cifrado en tránsito, acceso solo del personal autorizado y registro de quién consulta tus documentos.',
          ],
        },
        {
          heading: '10. Contacto',
          paragraphs: [`Para cualquier consulta sobre tus datos personales escríbenos a ${contactLine(c)}.`],
        },
      ],
    },
  },
} as const;
