// /reports (platform.md §2): Reportes > Distribución por Prioridad for the active tenant — the Proyectos list's
// counts by priority and by status, with the list's filters when the address carries them; the screen itself is the
// design system's ReportsView.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ReportsView } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { usePriorityDistribution } from '../hooks.ts';
import { reportView, statusCountsOf } from '../reportQuery.ts';

export function ReportsPage() {
  const tenant = useCurrentTenant();
  const [searchParams] = useSearchParams();
  const view = useMemo(() => reportView(tenant.slug, searchParams, new Date()), [tenant.slug, searchParams]);
  const report = usePriorityDistribution(tenant.slug, view);
  const byStatus = useMemo(
    () => (report.data ? statusCountsOf(report.data, tenant.configJson) : null),
    [report.data, tenant.configJson],
  );
  return (
    <ReportsView
      tenantName={tenant.name || tenant.slug}
      filtered={view.filtered}
      listHref={view.listHref}
      byPriority={report.data?.byPriority ?? null}
      byStatus={byStatus}
      loading={report.loading}
      error={report.failed}
      onRetry={report.retry}
    />
  );
}
