// Spanish text of the consents (decision 167): the dialog of a new version, Perfil's marketing switch and
// the staff history.
import type { ConsentDocument } from '@cambix/contract';

export const consentsEs = {
  documents: {
    terminos: 'Términos y condiciones',
    privacidad: 'Política de privacidad',
    'datos-sensibles': 'Tratamiento de datos sensibles (fotos de tu documento y selfie)',
    marketing: 'Comunicaciones comerciales',
  } satisfies Record<ConsentDocument, string>,
  dialog: {
    title: 'Actualizamos nuestros textos',
    intro:
      'Para seguir usando Cambix, lee la versión vigente de estos textos y acéptala. Tu aceptación queda registrada con la fecha, la versión y el dispositivo desde el que la das.',
    version: (version: number, date: string) => `Versión ${version}, vigente desde el ${date}`,
    read: 'Leer',
    readLabel: (title: string) => `Leer ${title} (se abre en otra pestaña)`,
    accept: (title: string) => `He leído y acepto: ${title}`,
    submit: 'Aceptar y continuar',
    signOut: 'Cerrar sesión',
    tickAll: 'Marca cada texto para continuar.',
    disagree: '¿No estás de acuerdo?',
    openMyData: 'Ver mis datos y solicitudes',
    myDataTitle: 'Mis datos y solicitudes',
    myDataIntro:
      'Sin aceptar los textos nuevos puedes descargar una copia de tus datos y pedirnos la cancelación, la oposición o la rectificación de tus datos personales (Ley 29733). Para seguir usando Cambix, vuelve a los textos y acéptalos.',
    backToTexts: 'Volver a los textos',
  },
  marketing: {
    heading: 'Comunicaciones comerciales',
    intro:
      'Ofertas, promociones y novedades de Cambix por correo. Es opcional: no cambia nada del servicio y puedes retirarlo cuando quieras.',
    label: 'Quiero recibir comunicaciones comerciales',
    since: (at: string) => `Último cambio: ${at}`,
    granted: 'Recibirás nuestras comunicaciones comerciales.',
    withdrawn: 'Ya no recibirás comunicaciones comerciales.',
  },
  history: {
    heading: 'Consentimientos',
    documents: {
      terminos: 'Términos y condiciones',
      privacidad: 'Política de privacidad',
      'datos-sensibles': 'Datos sensibles',
      marketing: 'Comunicaciones comerciales',
    } satisfies Record<ConsentDocument, string>,
    intro:
      'Cada aceptación o retiro del cliente, con la versión del texto, el momento, la dirección y el navegador.',
    none: 'El cliente no tiene consentimientos registrados.',
    columns: {
      document: 'Texto',
      version: 'Versión',
      decision: 'Decisión',
      at: 'Fecha y hora',
      address: 'Dirección IP',
      browser: 'Navegador',
    },
    accepted: 'Aceptó',
    withdrawn: 'Retiró',
    notKept: 'No registrado',
  },
};
