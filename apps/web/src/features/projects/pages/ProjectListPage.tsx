// The projects and programs lists of portfolio.md §2.1 (tenant-wide, per organisation, per program): data and URL
// state come from useProjectListScreen; the screen itself is the design system's ProjectListView. Optimizar opens the
// optimizer wizard, loaded the first time it is asked for.
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import type { ProjectType } from '@siipro/domain';
import { ProjectListView } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useProjectListScreen } from '../useProjectListScreen.ts';

const OptimizerWizardDialog = lazy(async () => ({
  default: (await import('../../optimizer/index.ts')).OptimizerWizardDialog,
}));

export function ProjectListPage({ type }: { type: ProjectType }) {
  const screen = useProjectListScreen(type);
  // A page of rows is most of the list's render. The data arrives through SWR's external store, which React renders
  // at once in one task (a long one on a phone, all of Lighthouse's blocking time); as a deferred value the rows
  // render in a background pass, in slices with the main thread free between them. Until it commits, the table shows
  // what it shows while loading (skeleton rows, or the previous page dimmed).
  const rows = useDeferredValue(screen.rows);
  const rowsPending = rows !== screen.rows;
  const tenant = useCurrentTenant();
  // Mounted from the first Optimizar on, so closing it keeps the module and the dialog's closing transition.
  const [wizard, setWizard] = useState<'never' | 'open' | 'closed'>('never');
  return (
    <>
      <ProjectListView
        {...screen}
        rows={rows}
        loading={screen.loading || rowsPending}
        onOptimize={() => setWizard('open')}
      />
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
