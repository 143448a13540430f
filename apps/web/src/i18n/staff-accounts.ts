// Spanish text of users-management and user-permissions (issue 7).
import type { DocumentType, ManagedRole, StaffAccountState } from '@cambix/contract';

const STATE: Record<StaffAccountState, string> = {
  active: 'Activo',
  invited: 'Invitación pendiente',
  inactive: 'Desactivada',
};

const DOCUMENT_TYPE: Record<DocumentType, string> = {
  DNI: 'DNI',
  CE: 'Carné de extranjería (CE)',
  PASAPORTE: 'Pasaporte',
};

const ROLE: Record<ManagedRole, string> = {
  Administrador: 'Administrador',
  Colaborador: 'Colaborador',
  Externo: 'Externo',
  Usuario: 'Usuario',
};

export const staffAccountsEs = {
  staffAccounts: {
    intro: 'Cuentas del personal, socios externos y gestores de usuarios.',
    create: 'Nueva cuenta',
    state: STATE,
    role: ROLE,
    documentType: DOCUMENT_TYPE,
    partnerRole: (role: string, partner: string) => `${role} · ${partner}`,
    total: (count: number) => (count === 1 ? '1 cuenta' : `${count} cuentas`),
    filters: {
      label: 'Filtros de cuentas',
      search: 'Buscar',
      searchPlaceholder: 'Nombre, documento o correo',
      role: 'Rol',
      state: 'Estado',
      all: 'Todos',
      clear: 'Limpiar',
    },
    columns: {
      name: 'Nombre',
      document: 'Documento',
      email: 'Correo',
      role: 'Rol',
      state: 'Estado',
      actions: 'Acciones',
    },
    empty: 'No hay cuentas con estos filtros.',
    actionsFor: (name: string) => `Acciones para ${name}`,
    actions: {
      edit: 'Editar',
      permissions: 'Permisos',
      resetPassword: 'Enviar enlace de contraseña',
      deactivate: 'Desactivar',
      reactivate: 'Reactivar',
    },
    form: {
      createTitle: 'Nueva cuenta',
      editTitle: 'Editar cuenta',
      createHint: 'Le enviaremos un correo para que cree su contraseña.',
      role: 'Rol',
      documentType: 'Tipo de documento',
      documentNumber: 'Número de documento',
      nombres: 'Nombres',
      apellidoPaterno: 'Apellido paterno',
      apellidoMaterno: 'Apellido materno',
      email: 'Correo electrónico',
      emailChangeHint:
        'Al cambiar el correo cerramos sus sesiones y avisamos al correo anterior; por 48 horas, solo un Administrador podrá enviarle un enlace de contraseña.',
      celular: 'Celular (opcional)',
      partner: 'Socio',
      partnersFailed: 'No pudimos cargar los socios. Cierra y vuelve a abrir el formulario.',
      noPartners: 'Aún no hay socios activos: créalos en Módulo Terceros.',
      // A Usuario cannot read the partner list (partnerEndpoints.choices is partner or staff only).
      inactivePartner: (name: string) => `${name} (inactivo)`,
      save: 'Guardar',
      create: 'Crear cuenta',
      saving: 'Guardando…',
    },
    confirm: {
      deactivateTitle: (name: string) => `¿Desactivar la cuenta de ${name}?`,
      deactivateBody:
        'No podrá volver a iniciar sesión y sus sesiones abiertas terminan en este mismo momento. Podrás reactivarla después.',
      reactivateTitle: (name: string) => `¿Reactivar la cuenta de ${name}?`,
      reactivateBody: 'Podrá volver a iniciar sesión con su contraseña.',
      resetTitle: (name: string) => `¿Enviar un enlace de contraseña a ${name}?`,
      resetBody: (email: string) =>
        `Le enviaremos a ${email} un enlace para crear una contraseña nueva. Su contraseña actual sigue sirviendo hasta que lo use.`,
      resetConfirm: 'Enviar enlace',
    },
    done: {
      created: 'Cuenta creada. Le enviamos un correo para que cree su contraseña.',
      updated: 'Cambios guardados.',
      resetPassword: 'Enlace de contraseña enviado.',
      deactivated: 'Cuenta desactivada. Sus sesiones se cerraron.',
      reactivated: 'Cuenta reactivada.',
    },
    failed: 'No pudimos completar la acción. Inténtalo de nuevo.',
  },
  staffPermissions: {
    pickIntro: 'Los permisos por módulo se asignan a cada colaborador.',
    pickSearch: 'Buscar colaborador',
    pickEmpty: 'No hay colaboradores con esa búsqueda.',
    back: 'Volver a usuarios',
    intro: 'Marca lo que puede ver y editar en cada módulo. Cada cambio se guarda al momento.',
    module: 'Módulo',
    view: 'Ver',
    edit: 'Editar',
    viewLabel: (module: string) => `Ver ${module}`,
    editLabel: (module: string) => `Editar ${module}`,
    saving: 'Guardando…',
    saved: 'Permiso guardado.',
    administrator: 'Los administradores tienen todos los módulos.',
    inactiveNote: 'Esta cuenta está desactivada: sus permisos se aplican si la reactivas.',
  },
};
