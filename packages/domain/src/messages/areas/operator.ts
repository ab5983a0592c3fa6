// Operations (issue 46): what the operator's command line (`pnpm siipro …`) says, and what the API answers about a
// disabled workspace and its own health. The command names themselves are code and stay in the command line.

export const operatorMessages = {
  operator: {
    /** Who the record of changes names for what the command line does. */
    actorName: 'Administración de SIIPRO (línea de comandos)',
    /** One line per command of the help, after its syntax. */
    usage: {
      title: 'Uso: pnpm siipro <comando> [opciones]',
      tenantCreate:
        'Crea un espacio de trabajo con la configuración inicial (estados, centro del mapa) e invita a su primer administrador.',
      tenantList: 'Lista los espacios de trabajo, con su plan, sus miembros y si están deshabilitados.',
      tenantDisable: 'Deshabilita un espacio de trabajo: sus miembros ya no pueden entrar y sus datos se conservan.',
      tenantEnable: 'Vuelve a habilitar un espacio de trabajo deshabilitado.',
      migrate: 'Aplica las migraciones pendientes de la base de datos y termina.',
      backup:
        'Guarda una copia de seguridad completa (la base de datos y los archivos de los documentos) en el archivo indicado.',
      restore:
        'Restaura una copia de seguridad (base de datos y documentos) en una base vacía; con --force reemplaza la que tenga datos.',
    },
    errors: {
      unknownCommand: 'El comando {command} no existe. Ejecuta pnpm siipro --help para ver los comandos.',
      unknownOption: 'La opción {option} no existe para este comando.',
      missingOption: 'Falta la opción {option}.',
      missingValue: 'La opción {option} necesita un valor.',
      extraArgument: 'Sobra el argumento {argument}.',
      missingFile: 'Indica el archivo de la copia de seguridad.',
      slugInvalid:
        'El identificador {slug} no es válido: usa de 2 a 63 letras minúsculas sin acentos, números y guiones, empezando por una letra.',
      slugReserved: 'El identificador {slug} está reservado. Elige otro.',
      slugTaken: 'Ya existe un espacio de trabajo con el identificador {slug}.',
      nameRequired: 'El nombre del espacio de trabajo no puede estar vacío.',
      nameTooLong: 'El nombre del espacio de trabajo no puede superar los {max} caracteres.',
      planInvalid: 'El plan {plan} no existe. Usa uno de estos: {plans}.',
      tenantNotFound: 'No existe un espacio de trabajo con el identificador {slug}.',
      backupExists: 'El archivo {file} ya existe. Elige otro nombre o bórralo primero.',
      backupUnreadable: 'No se pudo leer la copia de seguridad {file}: {reason}',
      backupWrongKind:
        'La copia {file} es de una base de datos {found} y la configurada es {expected}. Restaura cada copia en el mismo tipo de base de datos.',
      backupUnknownFormat: 'no es una copia de SIIPRO, ni de pg_dump (formato custom), ni de la base embebida.',
      backupEntryInvalid: 'contiene una entrada que no es de una copia de SIIPRO ({name}).',
      backupNoDatabase: 'no contiene la base de datos.',
      restoreNotEmpty:
        'La base de datos de destino no está vacía ({tables} tablas). Para reemplazar todo su contenido, repite el comando con --force.',
      toolMissing: 'No se encontró {tool}. Instala el cliente de PostgreSQL o indica su carpeta en PG_BIN_DIR.',
      toolFailed: '{tool} terminó con error: {reason}',
      failed: 'No se pudo completar el comando: {reason}',
    },
    done: {
      tenantCreated: 'Espacio de trabajo {name} ({slug}) creado con el plan {plan}.',
      invitationMailed: 'Invitación de administrador enviada por correo a {email}.',
      invitationNotMailed: 'No se pudo enviar el correo a {email}. Comparte este enlace de invitación:',
      invitationLink: 'Invitación de administrador para {email} (no hay servidor SMTP configurado). Enlace:',
      invitationExpires: 'La invitación vence el {date}.',
      tenantListEmpty: 'No hay espacios de trabajo.',
      tenantListHeader: 'Identificador | Nombre | Plan | Miembros | Estado',
      stateEnabled: 'habilitado',
      stateDisabled: 'deshabilitado',
      stateDemo: 'demostración',
      tenantDisabled:
        'Espacio de trabajo {slug} deshabilitado: sus miembros ya no pueden entrar. Sus datos se conservan.',
      tenantEnabled: 'Espacio de trabajo {slug} habilitado de nuevo.',
      alreadyDisabled: 'El espacio de trabajo {slug} ya estaba deshabilitado: no se cambió nada.',
      alreadyEnabled: 'El espacio de trabajo {slug} ya estaba habilitado: no se cambió nada.',
      migrated: 'Migraciones aplicadas: la base de datos está al día ({count} migraciones).',
      backedUp: 'Copia de seguridad guardada en {file} ({size}).',
      backedUpDocuments: 'Incluye la base de datos y los archivos de {count} documentos.',
      documentsMissing:
        'Atención: {count} documentos no tienen su archivo en el almacenamiento, así que la copia no lo incluye: {keys}',
      restored: 'Copia {file} restaurada: {tenants} espacios de trabajo, {users} cuentas.',
      restoredDocuments: 'Archivos de documentos restaurados: {count}.',
      restoredDatabaseOnly:
        'Esta copia es del formato anterior y solo tiene la base de datos: restaura aparte la carpeta de documentos.',
      demoReset: 'Datos de demostración restablecidos en {slug}.',
    },
  },

  /** What the API answers to the members of a workspace the operator disabled (403). */
  tenantDisabled: {
    denied: 'Este espacio de trabajo está deshabilitado. Consulta con quien administra SIIPRO.',
  },

  /** GET /health/ready when the process should not get traffic (503). */
  health: {
    notReady: 'El servicio todavía no está listo para atender solicitudes.',
    shuttingDown: 'El servicio se está deteniendo.',
  },
} as const;
