export { ProjectListView } from './ProjectListView';
export type { ProjectListPagination, ProjectListViewProps, QuickFilter } from './ProjectListView';
