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
    },
  },
} as const;
