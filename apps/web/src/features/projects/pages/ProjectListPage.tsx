// The projects and programs lists of portfolio.md §2.1 (tenant-wide, per organisation, per program): data and URL
// state come from useProjectListScreen; the screen itself is the design system's ProjectListView. Optimizar opens the
// optimizer wizard, loaded the first time it is asked for; Importar (projects:create) the import dialog.
import { lazy, Suspense, useState } from 'react';
import { hasPermission, paths, type ProjectType } from '@siipro/domain';
import { ImportDialog, ProjectListView } from '@siipro/ui';
import { useDeferredRows } from '../../../lib/useDeferredRows.ts';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useProjectImport } from '../useProjectImport.ts';
import { useProjectListScreen } from '../useProjectListScreen.ts';

const OptimizerWizardDialog = lazy(async () => ({
  default: (await import('../../optimizer/index.ts')).OptimizerWizardDialog,
}));

/** `archived`: the "Archivados" view, where an archived project's page offers Restaurar. */
export function ProjectListPage({ type, archived = false }: { type: ProjectType; archived?: boolean }) {
  const screen = useProjectListScreen(type, archived);
  const { rows, loading } = useDeferredRows(screen.rows, screen.loading);
  const tenant = useCurrentTenant();
  // Mounted from the first Optimizar on, so closing it keeps the module and the dialog's closing transition.
  const [wizard, setWizard] = useState<'never' | 'open' | 'closed'>('never');
  const { show: showImport, ...importDialog } = useProjectImport(tenant.slug);
  const canImport = hasPermission(tenant.features, 'projects:create');
  const canEdit = hasPermission(tenant.features, 'projects:edit');
  return (
    <>
      <ProjectListView
        {...screen}
        rows={rows}
        loading={loading}
        onOptimize={() => setWizard('open')}
        onImport={canImport && !archived ? showImport : undefined}
        archivedHref={canEdit && !archived ? paths.archivedProjects(tenant.slug) : null}
      />
      {canImport ? <ImportDialog {...importDialog} /> : null}
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
