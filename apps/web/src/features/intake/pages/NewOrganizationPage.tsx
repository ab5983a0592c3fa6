// "Crear > Organismo": OrganizationForm in create mode; saving lands on the new organisation's page.
import { useNavigate } from 'react-router';
import { paths } from '@siipro/domain';
import { OrganizationForm } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useCreateOrganization } from '../hooks.ts';

export function NewOrganizationPage() {
  const tenant = useCurrentTenant();
  const navigate = useNavigate();
  const { submitting, serverError, submit } = useCreateOrganization(tenant.slug);
  return (
    <OrganizationForm
      mode="create"
      submitting={submitting}
      serverError={serverError}
      onSubmit={(body) => submit(body)}
      onCancel={() => navigate(paths.organizations(tenant.slug))}
    />
  );
}
