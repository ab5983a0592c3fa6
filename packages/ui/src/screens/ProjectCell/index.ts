export { MoneyFigure, ProjectCell, projectColumnsWithHelp } from './ProjectCell';
export type { NameHeading, ProjectCellProps, ProjectHrefs } from './ProjectCell';
export { projectTableColumns, sortChoices } from './projectColumns';
export type { ProjectColumn, ProjectColumnId, SortChoice } from './projectColumns';
