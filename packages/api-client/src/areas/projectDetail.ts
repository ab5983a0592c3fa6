// One project or program under /t/{slug} (ARCHITECTURE.md §4, portfolio.md §2.4-§2.6, §7): its detail with the
// explained score, the edit with the version it read, and its server-side activity and documents.
import {
  activityEntrySchema,
  activityPageSchema,
  messages,
  projectDetailSchema,
  projectRelationsSchema,
  type ActivityEntry,
  type ActivityKind,
  type ActivityPage,
  type ProjectDetail,
  type ProjectEditInput,
  type ProjectRelations,
  type ProjectRelationsBody,
} from '@siipro/domain';
import { noContent, pathOf, type Download, type Http } from '../transport/http.ts';

export interface ActivityListQuery {
  page?: number;
  limit?: number;
  /** The kinds of one tab (Comentarios, Documentación, Historia); every kind when absent. */
  kinds?: readonly ActivityKind[];
}

const texts = messages.projectDetail;

export function createProjectDetailApi(api: Http) {
  const projectPath = (slug: string, projectId: string, ...rest: string[]) =>
    pathOf('t', slug, 'projects', projectId, ...rest);

  return {
    /** A project or program by its slug, with its scoring; a 404 ApiError when the tenant has none with that slug. */
    get(slug: string, projectSlug: string, signal?: AbortSignal): Promise<ProjectDetail> {
      return api.get(pathOf('t', slug, 'projects', projectSlug), (body) => projectDetailSchema.parse(body), {
        signal,
        fallbackMessage: texts.errors.load,
      });
    },

    /**
     * Saves any of the fields a person enters (left out: unchanged; null: cleared) with the version the page read: a
     * stale version is a 409 CONFLICT and changes nothing. The answer is the updated project with its new score.
     */
    update(slug: string, projectId: string, body: ProjectEditInput): Promise<ProjectDetail> {
      return api.put(projectPath(slug, projectId), (answer) => projectDetailSchema.parse(answer), {
        json: body,
        fallbackMessage: body.status !== undefined ? texts.errors.statusUpdate : texts.errors.save,
      });
    },

    /** «Requiere» and «Alternativas» (issue 44): what the project requires, what requires it, its group's members. */
    relations(slug: string, projectId: string, signal?: AbortSignal): Promise<ProjectRelations> {
      return api.get(projectPath(slug, projectId, 'relations'), (body) => projectRelationsSchema.parse(body), {
        signal,
        fallbackMessage: texts.relations.loadError,
      });
    },

    /**
     * Replaces both with the version the page read (a stale one is a 409 and changes nothing); the API refuses the
     * project itself and ids that are no active project of the tenant (400). The answer is the relations as stored.
     */
    updateRelations(slug: string, projectId: string, body: ProjectRelationsBody): Promise<ProjectRelations> {
      return api.put(projectPath(slug, projectId, 'relations'), (answer) => projectRelationsSchema.parse(answer), {
        json: body,
        fallbackMessage: texts.relations.saveError,
      });
    },

    /** Archives the project (it leaves every list, the map and the search); the answer carries its archivedAt. */
    archive(slug: string, projectId: string): Promise<ProjectDetail> {
      return api.post(projectPath(slug, projectId, 'archive'), (answer) => projectDetailSchema.parse(answer), {
        fallbackMessage: texts.errors.save,
      });
    },

    /** Brings an archived project back to the lists; the answer has archivedAt null. */
    restore(slug: string, projectId: string): Promise<ProjectDetail> {
      return api.post(projectPath(slug, projectId, 'restore'), (answer) => projectDetailSchema.parse(answer), {
        fallbackMessage: texts.errors.save,
      });
    },

    /** One page of the project's activity, newest first. */
    activity(
      slug: string,
      projectId: string,
      query: ActivityListQuery = {},
      signal?: AbortSignal,
    ): Promise<ActivityPage> {
      const searchParams = new URLSearchParams();
      if (query.page !== undefined) searchParams.set('page', String(query.page));
      if (query.limit !== undefined) searchParams.set('limit', String(query.limit));
      if (query.kinds?.length) searchParams.set('kind', query.kinds.join(','));
      return api.get(projectPath(slug, projectId, 'activity'), (body) => activityPageSchema.parse(body), {
        searchParams,
        signal,
      });
    },

    /** A comment, trimmed by the API; the answer is the stored entry. */
    comment(slug: string, projectId: string, text: string): Promise<ActivityEntry> {
      return api.post(projectPath(slug, projectId, 'activity'), (body) => activityEntrySchema.parse(body), {
        json: { text },
      });
    },

    /**
     * Uploads one file as multipart/form-data (field `file`); no time limit, a 10 MB upload can be slow. The answer
     * is the file_upload entry the document was stored with.
     */
    uploadDocument(slug: string, projectId: string, file: Blob, fileName: string): Promise<ActivityEntry> {
      const form = new FormData();
      form.set('file', file, fileName);
      return api.post(projectPath(slug, projectId, 'documents'), (body) => activityEntrySchema.parse(body), {
        body: form,
        timeout: false,
      });
    },

    /**
     * Deletes a document (projects:edit); the project's history records it by its name. A viewer's is a 403, a
     * document that is not there a 404, each with the API's Spanish message.
     */
    deleteDocument(slug: string, projectId: string, documentId: string): Promise<void> {
      return api.delete(projectPath(slug, projectId, 'documents', documentId), noContent, {
        fallbackMessage: messages.activity.deleteError,
      });
    },

    /** A document's bytes, with the name it was uploaded under. */
    downloadDocument(slug: string, projectId: string, documentId: string): Promise<Download> {
      return api.download(projectPath(slug, projectId, 'documents', documentId));
    },
  };
}
