// The projects and programs lists of portfolio.md §2.1 (tenant-wide, per organisation, per program): data and URL
// state come from useProjectListScreen; the screen itself is the design system's ProjectListView. Optimizar opens the
// optimizer wizard, loaded the first time it is asked for.
import { lazy, Suspense, useState } from 'react';
import type { ProjectType } from '@siipro/domain';
import { ProjectListView } from '@siipro/ui';
import { useDeferredRows } from '../../../lib/useDeferredRows.ts';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useProjectListScreen } from '../useProjectListScreen.ts';

const OptimizerWizardDialog = lazy(async () => ({
  default: (await import('../../optimizer/index.ts')).OptimizerWizardDialog,
}));

export function ProjectListPage({ type }: { type: ProjectType }) {
  const screen = useProjectListScreen(type);
  const { rows, loading } = useDeferredRows(screen.rows, screen.loading);
  const tenant = useCurrentTenant();
  // Mounted from the first Optimizar on, so closing it keeps the module and the dialog's closing transition.
  const [wizard, setWizard] = useState<'never' | 'open' | 'closed'>('never');
  return (
    <>
      <ProjectListView {...screen} rows={rows} loading={loading} onOptimize={() => setWizard('open')} />
      {screen.canOptimize && wizard !== 'never' ? (
        <Suspense fallback={null}>
          <OptimizerWizardDialog
            tenantSlug={tenant.slug}
            open={wizard === 'open'}
            onClose={() => setWizard('closed')}
          />
        </Suspense>
      ) : null}
    </>
  );
}
