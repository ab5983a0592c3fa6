import { messages, type OrganizationAnswer } from '@siipro/domain';
import type { BreadcrumbItem } from '../../patterns/Breadcrumbs';
import { DetailColumns, DetailPageState, type DetailPageStateName } from '../../patterns/DetailPage';
import { LatestProjectsPanel, type LatestProjectsPanelProps } from '../LatestProjectsPanel';
import { OrganizationDetail, type OrganizationDetailProps } from '../OrganizationDetail';

export interface OrganizationDetailViewProps {
  /** loading, error, notFound ("No se encontró la organización") or loaded. */
  state: DetailPageStateName;
  /** error: what went wrong, in Spanish (the API's message, else "No se pudo cargar la organización"). */
  errorMessage?: string | null;
  /** error: "Reintentar" asks again. */
  onRetry?: () => void;
  /** loaded: the organisation as the API answers it. */
  organization: OrganizationAnswer | null;
  /** Organismos > organisation name. */
  breadcrumbs: readonly BreadcrumbItem[];
  /** organizations:edit: the pencil. */
  canEdit: boolean;
  onSave: OrganizationDetailProps['onSave'];
  /** The conflict message's "Recargar". */
  onReload: () => void;
  /** The side panel "Últimos proyectos" (its own loading: projects null). */
  latestProjects: Omit<LatestProjectsPanelProps, 'className'>;
  className?: string;
}

const errors = messages.organizations.errors;

/**
 * An organisation's page (platform.md §2 "Organisation detail"): on the left its header (breadcrumb, name and
 * description edited in place), Detalles and Adjuntos; on the right "Últimos proyectos". One column on small screens,
 * the panel after the details. "Cargando datos...", an error with "Reintentar", "No se encontró la organización".
 */
export function OrganizationDetailView({
  state,
  errorMessage,
  onRetry,
  organization,
  breadcrumbs,
  canEdit,
  onSave,
  onReload,
  latestProjects,
  className,
}: OrganizationDetailViewProps) {
  if (state !== 'loaded' || !organization) {
    return (
      <DetailPageState
        state={state === 'loaded' ? 'notFound' : state}
        errorMessage={errorMessage}
        errorText={errors.load}
        notFoundText={errors.notFound}
        onRetry={onRetry}
      />
    );
  }
  return (
    <DetailColumns className={className}>
      <OrganizationDetail
        organization={organization}
        breadcrumbs={breadcrumbs}
        canEdit={canEdit}
        onSave={onSave}
        onReload={onReload}
      />
      <LatestProjectsPanel {...latestProjects} />
    </DetailColumns>
  );
}
