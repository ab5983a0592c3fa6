// Patterns: generic interaction pieces (tables, dialogs, menus, paging, filters) built from primitives, with no
// @siipro/domain; their Spanish texts are props with defaults from each one's own texts module.
export * from './CopyLinkButton';
export * from './SortableTableHead';
export * from './DataTable';
export * from './SearchInput';
export * from './SelectFilter';
export * from './Pagination';
export * from './Breadcrumbs';
export * from './HelpTooltip';
export * from './Toast';
export * from './Modal';
export * from './AppShell';
export * from './Disclosure';
export * from './FieldList';
export * from './InlineEditHeader';
export * from './DetailPage';
export * from './SideMenu';
export * from './FilterChips';
export * from './FormField';
export * from './SuggestInput';
