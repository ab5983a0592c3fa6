// What a route tells the frames around it through React Router's `handle` (read with useMatches).
import { useMatches } from 'react-router';

export interface RouteHandle {
  /** The screen fills the space under the top bar, without the page's padding or scroll (the map). */
  fill?: boolean;
}

/** Whether a matched route asks the frame to fill. */
export function useFillsScreen(): boolean {
  const matches = useMatches();
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.fill === true);
}
