// Workspaces (tenants): choosing one, switching, their settings, domains, members and roles.
import { memberStatusLabels } from './memberStatuses.ts';

export const tenantsMessages = {
  /** What the API answers to a request for a workspace the caller is not a member of (or that does not exist). */
  tenantAccess: {
    denied: 'No tienes acceso a este espacio de trabajo.',
  },

  tenantPicker: {
    title: 'Selecciona tu espacio de trabajo',
    listLabel: 'Espacios de trabajo',
    rememberPreferred: 'Recordar como preferido',
    enter: 'Ingresar',
    empty: 'No tienes espacios de trabajo asignados',
  },

  tenantSwitcher: {
    label: 'Cambiar espacio de trabajo',
    current: 'Actual',
  },

  settings: {
    menu: {
      general: 'Tenant',
      accesos: 'Miembros y Accesos',
      dominios: 'Dominios',
      acerca: 'Acerca de',
    },
    restricted: 'Acceso Restringido',
    /** Under "Acceso Restringido": the person's role opens none of the settings sections. */
    restrictedText: 'Tu rol en este espacio de trabajo no permite ver ninguna sección de la configuración.',
    noPermission: 'No tienes permiso para ver esta página.',
    noTenant: 'No hay tenant seleccionado. Por favor, selecciona uno para configurar.',
    general: {
      title: 'Configuración del Tenant',
      fields: {
        name: 'Nombre',
        slug: 'Slug',
        logo: 'Logo URL',
        siteUrl: 'URL del Sitio',
        plan: 'Plan',
        defaultLanguage: 'Idioma por Defecto',
        createdAt: 'Fecha de Creación',
        configJson: 'Configuración (JSON)',
      },
      plans: { free: 'Gratuito', basic: 'Básico', premium: 'Premium' },
      /** Languages by their name, with the stored code after it: "Español (es)"; an unknown code shows as it is. */
      languages: { es: 'Español', en: 'Inglés', pt: 'Portugués' },
      /** The configuration text area's hint (platform.md §5: checked when it loses focus). */
      configJsonHint: 'Un objeto JSON; se valida al salir del campo.',
      /** Beside the JSON: what each status `role` of projectStatus means, and what it does to the optimizer (issue 43). */
      statusRolesTitle: 'El «role» de cada estado (projectStatus) decide qué hace con él la optimización:',
      statusRoles: {
        candidate: '«candidate»: el proyecto es candidato; la optimización puede elegirlo o dejarlo fuera.',
        execution:
          '«execution»: obra en ejecución; es un compromiso, entra siempre en la selección y se muestra como tal.',
        closed:
          '«closed»: finalizado o desestimado; nunca es candidato, y pasar un proyecto a este estado pide confirmación.',
      },
      fixJsonBeforeSave: 'Por favor corrige los errores de JSON antes de guardar',
      loadError: 'Error al cargar la información del tenant',
      saveError: 'Error al actualizar el tenant',
      saved: 'Tenant actualizado exitosamente',
      fetchError: 'No se pudo obtener la configuración del tenant',
      updateError: 'No se pudo actualizar el tenant',
      /** What the API answers to a settings body it refuses (400) or to a status still in use (409). */
      validation: {
        nameRequired: 'El nombre del espacio de trabajo no puede estar vacío.',
        nameTooLong: 'El nombre del espacio de trabajo no puede superar los {max} caracteres.',
        urlInvalid: 'Ingresa una URL válida que empiece con http:// o https://.',
        logoHost:
          'El logo debe ser una imagen https de un sitio permitido: {hosts}. Pide al equipo técnico que agregue el tuyo.',
        planInvalid: 'El plan debe ser free, basic o premium.',
        languageInvalid: 'El idioma por defecto debe ser un código como es o es-AR.',
        configObject: 'La configuración debe ser un objeto JSON.',
        configTooDeep: 'La configuración no puede anidar más de {max} niveles de objetos o listas.',
        configTooLarge: 'La configuración no puede superar los {max} KB.',
        projectStatusAlias: 'Usa projectStatus para la lista de estados; project_status no se admite.',
        projectStatusList: 'projectStatus debe ser una lista de estados, cada uno con value y label.',
        projectStatusValue: 'Cada estado de projectStatus necesita un value (texto no vacío).',
        projectStatusLabel: 'Cada estado de projectStatus necesita un label (texto no vacío).',
        projectStatusRole: 'El role de un estado de projectStatus debe ser candidate, execution o closed.',
        projectStatusDuplicate: 'El estado {value} está repetido en projectStatus.',
        mapObject: 'map debe ser un objeto con center y zoom.',
        mapLatitude: 'map.center.lat debe ser un número entre -90 y 90.',
        mapLongitude: 'map.center.lng debe ser un número entre -180 y 180.',
        mapZoom: 'map.zoom debe ser un número entre {min} y {max}.',
        statusInUse: 'No se puede quitar el estado {status}: lo usan {count} proyectos.',
        statusInUseOne: 'No se puede quitar el estado {status}: lo usa 1 proyecto.',
      },
    },
    domains: {
      title: 'Dominios',
      intro: 'Dominios de correo y sitios asociados a este espacio de trabajo.',
      label: 'Dominio',
      placeholder: 'ej: {host}',
      createdAt: 'Agregado',
      empty: 'No hay dominios registrados.',
      added: 'Dominio {domain} agregado',
      deleted: 'Dominio {domain} eliminado',
      confirmDeleteTitle: 'Eliminar dominio',
      confirmDeleteText: '¿Eliminar el dominio {domain} de este espacio de trabajo?',
      deleteLabel: 'Eliminar dominio {domain}',
      errors: {
        load: 'No se pudo obtener los dominios del tenant',
        add: 'No se pudo agregar el dominio',
        delete: 'No se pudo eliminar el dominio',
        duplicate: 'El dominio {domain} ya está registrado.',
        notFound: 'El dominio {domain} no está registrado en este espacio de trabajo.',
        tooLong: 'El dominio no puede superar los {max} caracteres.',
      },
    },
    members: {
      title: 'Miembros y Accesos',
      addUser: 'Agregar Usuario',
      email: 'Correo electrónico',
      role: 'Rol',
      actions: 'Acciones',
      you: '(tú)',
      readOnlyText: 'Puedes ver los miembros, pero no cambiar roles ni accesos.',
      noMembers: 'No hay miembros.',
      noInvitations: 'No hay invitaciones.',
      roleOf: 'Rol de {name}',
      copyInvitationLink: 'Copiar enlace de invitación para {email}',
      resendFor: 'Reenviar invitación a {email}',
      cancelFor: 'Cancelar invitación a {email}',
      revokeFor: 'Revocar acceso de {name}',
      invited: 'Invitación enviada a {email}',
      invitedNoEmail: 'Invitación creada para {email}. Copia su enlace para enviársela.',
      resent: 'Invitación reenviada a {email}',
      cancelled: 'Invitación a {email} cancelada',
      revoked: 'Acceso de {name} revocado',
      roleChanged: 'Rol de {name} actualizado a {role}',
      endSessionsFor: 'Cerrar sesiones de {name}',
      endSessions: 'Cerrar sesiones',
      sessionsEnded: 'Se cerraron las sesiones de {name}. Para volver a entrar, necesita iniciar sesión nuevamente.',
      confirmEndSessionsTitle: 'Cerrar sesiones',
      confirmEndSessionsText:
        '¿Cerrar todas las sesiones de {name} ({email})? Para volver a entrar, necesita iniciar sesión nuevamente en ' +
        'cada dispositivo. Sigue siendo miembro.',
      confirmCancelTitle: 'Cancelar invitación',
      confirmCancelText: '¿Cancelar la invitación a {email}? Su enlace deja de servir.',
      confirmRevokeTitle: 'Revocar acceso',
      confirmRevokeText:
        '¿Revocar el acceso de {name} ({email}) a este espacio de trabajo? El acceso se pierde de inmediato.',
      membersTitle: 'Miembros',
      invitationsTitle: 'Invitaciones',
      status: 'Estado',
      expiresAt: 'Vence',
      invitedBy: 'Invitado por',
      sendInvitation: 'Enviar invitación',
      resend: 'Reenviar',
      cancelInvitation: 'Cancelar invitación',
      revoke: 'Revocar acceso',
      changeRole: 'Cambiar rol',
      statuses: memberStatusLabels,
      errors: {
        list: 'No se pudo obtener la lista de usuarios del tenant',
        load: 'Error al cargar accesos',
        resend: 'Error al reenviar invitación',
        revoke: 'Error al revocar acceso',
        updateRole: 'Error al actualizar rol',
        endSessions: 'No se pudieron cerrar las sesiones',
        invite: 'Error al enviar la invitación',
        /** What the API answers (400, 404, 409) to the members and invitations calls. */
        roleInvalid: 'El rol debe ser admin, optimizer, editor o viewer.',
        alreadyMember: '{email} ya es miembro de este espacio de trabajo.',
        alreadyInvited: '{email} ya tiene una invitación pendiente.',
        memberNotFound: 'No se encontró el miembro.',
        invitationNotFound: 'No se encontró la invitación.',
        invitationNotPending: 'Solo las invitaciones pendientes se pueden reenviar o cancelar.',
        lastAdmin: 'El espacio de trabajo debe conservar al menos un administrador.',
      },
      /** The invitation e-mail (sent when an SMTP server is configured). */
      invitationEmail: {
        subject: 'Invitación a {tenant} en SIIPRO',
        /** Who invited, when the inviter's account is gone. */
        someone: 'Un administrador',
        body:
          'Hola:\n\n{inviter} te invitó a {tenant} en SIIPRO con el rol {role}.\n\n' +
          'Para aceptar, ingresa con este correo ({email}) desde el siguiente enlace:\n{link}\n\n' +
          'La invitación vence el {expiresAt} (hora de Buenos Aires).\n\nSi no esperabas esta invitación, puedes ignorar este correo.',
      },
    },
    /** The record of changes of the settings area (who, when, what, before → after). */
    audit: {
      title: 'Registro de cambios',
      intro:
        'Cada cambio de la configuración, los dominios y los accesos de este espacio de trabajo, con su autor y su fecha.',
      when: 'Cuándo',
      who: 'Quién',
      what: 'Cambio',
      change: 'Antes → Después',
      empty: 'Todavía no hay cambios registrados.',
      system: 'Sistema',
      /** A value that did not exist before or after the change: "Rol: — → Editor". */
      none: '—',
      actions: {
        'settings.updated': 'Configuración actualizada',
        'domain.added': 'Dominio agregado',
        'domain.removed': 'Dominio eliminado',
        'invitation.created': 'Invitación enviada',
        'invitation.resent': 'Invitación reenviada',
        'invitation.revoked': 'Invitación cancelada',
        'invitation.accepted': 'Invitación aceptada',
        'member.role_changed': 'Rol cambiado',
        'member.removed': 'Acceso revocado',
        'member.sessions_ended': 'Sesiones cerradas',
      },
      loadError: 'No se pudo obtener el registro de cambios',
      badPage: 'La página debe ser un entero mayor o igual a 1.',
      badLimit: 'El límite debe ser un entero entre 1 y {max}.',
    },
    about: {
      title: 'Acerca de',
      intro: 'Versiones de los componentes de SIIPRO en uso.',
      cards: { frontend: 'Frontend', api: 'API', optimizer: 'Optimizador' },
      version: 'Versión',
      lastUpdate: 'Última actualización',
    },
  },

  roles: {
    admin: 'Administrador',
    optimizer: 'Optimizador',
    editor: 'Editor',
    viewer: 'Visualizador',
  },
} as const;
