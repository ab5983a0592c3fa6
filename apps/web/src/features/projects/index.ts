// What other features may use of the projects lists: the links of a project's row (its page, organisation, program).
export { useListLinks } from './useListLinks.ts';
