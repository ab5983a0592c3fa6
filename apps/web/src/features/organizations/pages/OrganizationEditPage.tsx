// Editar organismo (issue 42): OrganizationForm in edit mode over the stored name, description and responsible
// person; Guardar sends only the changed fields with the version read, and lands back on its page.
import { useNavigate, useParams } from 'react-router';
import { messages, paths } from '@siipro/domain';
import { DetailPageState, OrganizationForm } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useEditOrganization } from '../../intake/index.ts';
import { useOrganizationDetail } from '../hooks.ts';

export function OrganizationEditPage() {
  const tenant = useCurrentTenant();
  const navigate = useNavigate();
  const { organizationSlug = '' } = useParams();
  const { data } = useOrganizationDetail(tenant.slug, organizationSlug);
  const organization = data.state === 'loaded' ? data.organization : null;
  const { submitting, serverError, submit } = useEditOrganization(tenant.slug, organization);
  if (!organization) {
    return (
      <DetailPageState
        state={data.state === 'loaded' ? 'notFound' : data.state}
        errorMessage={data.state === 'error' ? data.message : null}
        errorText={messages.organizations.errors.load}
        notFoundText={messages.organizations.errors.notFound}
      />
    );
  }
  return (
    <OrganizationForm
      // A newer version read starts the form afresh.
      key={organization.version}
      mode="edit"
      initialValues={{
        name: organization.name,
        description: organization.description,
        responsableName: organization.responsable?.name ?? null,
        responsableEmail: organization.responsable?.email ?? null,
      }}
      submitting={submitting}
      serverError={serverError}
      onSubmit={(body) => submit(body)}
      onCancel={() => navigate(paths.organization(tenant.slug, organization.slug))}
    />
  );
}
