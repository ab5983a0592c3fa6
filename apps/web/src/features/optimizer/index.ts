// What other features may use of the optimizer: the wizard the projects list opens (load it lazily: it brings
// @dnd-kit).
export { OptimizerWizardDialog } from './OptimizerWizardDialog.tsx';
