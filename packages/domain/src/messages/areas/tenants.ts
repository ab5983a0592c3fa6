// Workspaces (tenants): choosing one, switching, their settings, domains, members and roles.

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
      plans: { free: 'Free', basic: 'Basic', premium: 'Premium' },
      fixJsonBeforeSave: 'Por favor corrige los errores de JSON antes de guardar',
      loadError: 'Error al cargar la información del tenant',
      saveError: 'Error al actualizar el tenant',
      saved: 'Tenant actualizado exitosamente',
      fetchError: 'No se pudo obtener la configuración del tenant',
      updateError: 'No se pudo actualizar el tenant',
      /** What the API answers to a settings body it refuses (400) or to a status still in use (409). */
      validation: {
        nameRequired: 'El nombre del tenant no puede estar vacío.',
        nameTooLong: 'El nombre del tenant no puede superar los {max} caracteres.',
        urlInvalid: 'Ingresa una URL válida que empiece con http:// o https://.',
        planInvalid: 'El plan debe ser free, basic o premium.',
        languageInvalid: 'El idioma por defecto debe ser un código como es o es-AR.',
        configObject: 'La configuración debe ser un objeto JSON.',
        projectStatusList: 'projectStatus debe ser una lista de estados, cada uno con value y label.',
        projectStatusValue: 'Cada estado de projectStatus necesita un value (texto no vacío).',
        projectStatusLabel: 'Cada estado de projectStatus necesita un label (texto no vacío).',
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
      label: 'Dominio',
      deleteLabel: 'Eliminar dominio {domain}',
      errors: {
        load: 'No se pudo obtener los dominios del tenant',
        add: 'No se pudo agregar el dominio',
        delete: 'No se pudo eliminar el dominio',
        duplicate: 'El dominio {domain} ya está registrado.',
        notFound: 'El dominio {domain} no está registrado en este tenant.',
        tooLong: 'El dominio no puede superar los {max} caracteres.',
      },
    },
    members: {
      addUser: 'Agregar Usuario',
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
      statuses: {
        active: 'Activo',
        pending: 'Pendiente',
        accepted: 'Aceptada',
        revoked: 'Revocada',
        expired: 'Expirada',
      },
      errors: {
        list: 'No se pudo obtener la lista de usuarios del tenant',
        load: 'Error al cargar accesos',
        resend: 'Error al reenviar invitación',
        revoke: 'Error al revocar acceso',
        updateRole: 'Error al actualizar rol',
        invite: 'Error al enviar la invitación',
        /** What the API answers (400, 404, 409) to the members and invitations calls. */
        roleInvalid: 'El rol debe ser admin, optimizer, editor o viewer.',
        alreadyMember: '{email} ya es miembro de este tenant.',
        alreadyInvited: '{email} ya tiene una invitación pendiente.',
        memberNotFound: 'No se encontró el miembro.',
        invitationNotFound: 'No se encontró la invitación.',
        invitationNotPending: 'Solo las invitaciones pendientes se pueden reenviar o cancelar.',
        lastAdmin: 'El tenant debe conservar al menos un administrador.',
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
      loadError: 'No se pudo obtener el registro de cambios',
      badPage: 'La página debe ser un entero mayor o igual a 1.',
      badLimit: 'El límite debe ser un entero entre 1 y {max}.',
    },
    about: {
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
