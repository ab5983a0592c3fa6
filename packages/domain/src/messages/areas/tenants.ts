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
    },
    domains: {
      label: 'Dominio',
      deleteLabel: 'Eliminar dominio {domain}',
      errors: {
        load: 'No se pudo obtener los dominios del tenant',
        add: 'No se pudo agregar el dominio',
        delete: 'No se pudo eliminar el dominio',
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
      },
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
