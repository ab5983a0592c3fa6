// The public portal and its open data (issue 45): what the tenant's settings say about publishing, the project's
// "Publicado" switch, and what the public routes answer.
export const publicPortalMessages = {
  publicPortal: {
    settings: {
      publicPortal: 'Portal público',
      publicPortalHint: 'Muestra los proyectos publicados a cualquier persona, sin iniciar sesión.',
      oc4idsPrefix: 'Prefijo de identificador OC4IDS',
      oc4idsPrefixHint: 'El prefijo registrado para tu organismo, por ejemplo oc4ids-bu3kcz.',
    },
    validation: {
      publicPortalInvalid: 'El portal público debe ser verdadero o falso.',
      oc4idsPrefixInvalid:
        'El prefijo OC4IDS debe empezar con oc4ids- seguido de 6 letras minúsculas o números, por ejemplo oc4ids-bu3kcz.',
      publishedInvalid: 'Publicado debe ser verdadero o falso.',
    },
    /** The one answer of every hidden thing: portal off, unknown tenant, unpublished, archived or another's project. */
    notFound: 'No encontramos esa página del portal público.',
    /** A filter or sort on a field that the portal does not publish. */
    fieldNotPublic: 'El campo {field} no es público.',
    archivedNotPublic: 'El portal público no muestra proyectos archivados.',
    fields: {
      published: 'Publicado',
      publishedHint: 'Se muestra en el portal público mientras el portal esté encendido.',
    },
    /** A member's link from the project page to the same project in the portal. */
    viewPublic: 'Ver en el portal público',
    /** The portal's pages (signed out). */
    page: {
      navLabel: 'Secciones del portal',
      mainLabel: 'Portal público de {tenant}',
      listTitle: 'Proyectos publicados',
      listDescription: 'Los proyectos de inversión que publica {tenant}: dónde están, cuánto cuestan y su puntuación.',
      searchLabel: 'Buscar por nombre',
      organization: 'Organismo',
      allOrganizations: 'Todos los organismos',
      total: '{count} proyectos',
      totalOne: '1 proyecto',
      empty: 'No hay proyectos publicados que coincidan con la búsqueda.',
      mapTitle: 'Mapa de proyectos',
      mapDescription: 'Dónde están los proyectos que publica {tenant}.',
      organizationsTitle: 'Organismos',
      organizationsDescription: 'Los organismos que participan en los proyectos que publica {tenant}.',
      organizationProjects: '{count} proyectos publicados',
      organizationProjectsOne: '1 proyecto publicado',
      seeProjects: 'Ver sus proyectos',
      backToList: 'Volver a los proyectos',
      scoreTitle: 'Puntuación SIIPRO',
      poweredBy: 'Portal público hecho con SIIPRO',
    },
    openData: {
      title: 'Datos abiertos',
      description: 'Descarga los proyectos que publica {tenant}, libres para reutilizar, y qué significa cada campo.',
      downloadsTitle: 'Descargas',
      downloads: {
        'projects.csv': 'Proyectos en CSV',
        'projects.xlsx': 'Proyectos en Excel (.xlsx)',
        'oc4ids.json': 'Paquete OC4IDS 0.9 (JSON)',
      },
      downloadHints: {
        'projects.csv': 'Una fila por proyecto, separada por comas y en UTF-8.',
        'projects.xlsx': 'Las mismas columnas, en una hoja de cálculo.',
        'oc4ids.json':
          'El estándar de datos abiertos de proyectos de infraestructura (Open Contracting for Infrastructure Data Standard), validado contra su esquema oficial.',
      },
      /** OC4IDS asks for at least one project in a package: with none, the feed answers this 404. */
      noProjects: 'No hay proyectos publicados para armar el paquete OC4IDS.',
      fieldsTitle: 'Qué significa cada campo',
      fieldsCaption: 'Columnas de los archivos CSV y Excel, y el campo OC4IDS que las contiene',
      columns: { header: 'Columna', meaning: 'Qué contiene', oc4ids: 'Campo OC4IDS' },
      noOc4ids: 'No se incluye',
      oc4idsTitle: 'Cómo se arma el paquete OC4IDS',
      oc4idsRules: [
        'El id de cada proyecto es el prefijo OC4IDS registrado del organismo seguido del identificador del proyecto.',
        'El estado se traduce a la lista de códigos projectStatus y el sector a projectSector.',
        'La ubicación es un punto GeoJSON (longitud, latitud) con su dirección.',
        'El organismo responsable figura como parte con el rol publicAuthority.',
        'El período sale de los meses de ejecución esperados; el de identificación, de la fecha de ingreso.',
        'Un valor que no tiene código en el estándar se deja afuera: nunca se inventa.',
      ],
      meanings: {
        name: 'El nombre del proyecto o programa.',
        type: 'Si es un proyecto o un programa que agrupa proyectos.',
        organizations: 'Los organismos que participan, separados por punto y coma; el primero es el responsable.',
        sector: 'El sector de la inversión, por ejemplo agua, transporte o salud.',
        executingArea: 'El área que ejecuta el proyecto.',
        score: 'La Puntuación SIIPRO, de 0 a 100: cuánto aporta el proyecto según los criterios del organismo.',
        budgetAmount: 'El presupuesto estimado, con decimales.',
        budgetCurrencyCode: 'La moneda del presupuesto, en código ISO 4217 (ARS, USD…).',
        program: 'El programa al que pertenece, si está publicado.',
        status: 'La etapa en la que está, por ejemplo identificado, en ejecución o finalizado.',
        priority: 'La prioridad que le dio el organismo: Alta, Media o Baja.',
        expectedExecutionMonths: 'Cuántos meses se espera que dure la obra.',
        budgetDate: 'La fecha a la que corresponde el presupuesto.',
        beneficiaryCount: 'Cuántas personas se benefician.',
        description: 'Qué se hace y para qué.',
        expectedBenefits: 'Los beneficios que se esperan, separados por punto y coma.',
        sdgTargets: 'Las metas de los Objetivos de Desarrollo Sostenible a las que aporta.',
        addressLine1: 'La dirección o el lugar de la obra.',
        latitude: 'La latitud del lugar, en grados decimales (WGS 84).',
        longitude: 'La longitud del lugar, en grados decimales (WGS 84).',
        createdAt: 'Cuándo se cargó el proyecto.',
        updatedAt: 'Cuándo cambió por última vez.',
      },
    },
  },
} as const;
