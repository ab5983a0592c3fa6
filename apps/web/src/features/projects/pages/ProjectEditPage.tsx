// Editar a project or program: ProjectForm in edit mode over its stored values; Guardar sends only the changed
// fields with the version read, and lands back on its page.
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messages, paths, projectFormSourceOf, projectStatusesFromConfig } from '@siipro/domain';
import { DetailPageState, ProjectForm } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useFormOptions } from '../../intake/index.ts';
import { useProjectDetail } from '../detailHooks.ts';
import { useProjectEdit } from '../useProjectEdit.ts';

export function ProjectEditPage() {
  const tenant = useCurrentTenant();
  const navigate = useNavigate();
  const { projectSlug = '' } = useParams();
  const { data } = useProjectDetail(tenant.slug, projectSlug);
  const project = data.state === 'loaded' ? data.project : null;
  const statuses = useMemo(() => projectStatusesFromConfig(tenant.configJson), [tenant.configJson]);
  const options = useFormOptions(tenant);
  const { submitting, serverError, submit } = useProjectEdit(tenant.slug, project);
  if (!project) {
    return (
      <DetailPageState
        state={data.state === 'loaded' ? 'notFound' : data.state}
        errorMessage={data.state === 'error' ? data.message : null}
        errorText={messages.projectDetail.errors.load}
        notFoundText={messages.projectDetail.notFound}
      />
    );
  }
  return (
    <ProjectForm
      // A newer version read (after a 409's reload) starts the form afresh.
      key={project.version}
      mode="edit"
      type={project.type === 'programa' ? 'programa' : 'proyecto'}
      initialValues={projectFormSourceOf(project)}
      version={project.version}
      statuses={statuses}
      {...options}
      configJson={tenant.configJson}
      submitting={submitting}
      serverError={serverError}
      onSubmit={(body) => submit(body)}
      onCancel={() => navigate(paths.project(tenant.slug, project))}
    />
  );
}
