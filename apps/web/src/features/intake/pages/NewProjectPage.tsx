// "Crear > Proyecto" and "Crear > Programa": ProjectForm in create mode over the tenant's statuses and the form's
// options (organisations, programs, the values already in use, the map's start); saving lands on the new page, whose
// history starts with "creó el proyecto".
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths, projectStatusesFromConfig, type ProjectType } from '@siipro/domain';
import { ProjectForm } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useCreateProject, useFormOptions } from '../hooks.ts';

export function NewProjectPage({ type }: { type: ProjectType }) {
  const tenant = useCurrentTenant();
  const navigate = useNavigate();
  const statuses = useMemo(() => projectStatusesFromConfig(tenant.configJson), [tenant.configJson]);
  const options = useFormOptions(tenant);
  const { submitting, serverError, submit } = useCreateProject(tenant.slug);
  return (
    <ProjectForm
      mode="create"
      type={type}
      statuses={statuses}
      {...options}
      configJson={tenant.configJson}
      submitting={submitting}
      serverError={serverError}
      onSubmit={(body) => submit(body)}
      onCancel={() => navigate(type === 'programa' ? paths.programs(tenant.slug) : paths.projects(tenant.slug))}
    />
  );
}
