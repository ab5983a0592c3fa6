// Every SWR key of the app comes from here (ARCHITECTURE.md §5), so a mutation elsewhere names the same key and
// one tenant's data never answers for another's.
export const swrKeys = {
  /** GET /users/me */
  me: () => ['users', 'me'] as const,
};
