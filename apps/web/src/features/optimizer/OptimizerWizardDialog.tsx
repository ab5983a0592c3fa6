// The optimizer wizard opened from the projects list (portfolio.md §2.7): "Ver resultados" goes to the active tenant's
// optimizer page with the run in its URL. Its own module, so the list loads it (and @dnd-kit) only when Optimizar is
// first pressed.
import { useNavigate } from 'react-router';
import { optimizerRunToSearchParams, paths } from '@siipro/domain';
import { OptimizerWizard } from '@siipro/ui';
import { useConstraintOptions } from './hooks.ts';

export interface OptimizerWizardDialogProps {
  tenantSlug: string;
  open: boolean;
  onClose: () => void;
}

export function OptimizerWizardDialog({ tenantSlug, open, onClose }: OptimizerWizardDialogProps) {
  const navigate = useNavigate();
  const constraintOptions = useConstraintOptions(open ? tenantSlug : null);
  return (
    <OptimizerWizard
      {...constraintOptions}
      open={open}
      onClose={onClose}
      onSubmit={(run) => navigate(paths.optimizer(tenantSlug, optimizerRunToSearchParams(run)))}
    />
  );
}
