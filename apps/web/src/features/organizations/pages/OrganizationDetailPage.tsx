// An organisation's page (platform.md §2 "Organisation detail"): data and the edit come from
// useOrganizationDetailScreen; the screen itself is the design system's OrganizationDetailView.
import { OrganizationDetailView } from '@siipro/ui';
import { useOrganizationDetailScreen } from '../useOrganizationDetailScreen.ts';

export function OrganizationDetailPage() {
  return <OrganizationDetailView {...useOrganizationDetailScreen()} />;
}
