export { OptimizerWizard } from './OptimizerWizard';
export type { OptimizerWizardProps, OptimizerWizardResult } from './OptimizerWizard';
