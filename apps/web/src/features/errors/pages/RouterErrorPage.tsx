// The router's error screen (platform.md §8: "Unexpected Application Error!" with the status or message), for a
// screen that threw while rendering.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RouterErrorScreen } from '@siipro/ui';

function describe(error: unknown): { status?: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    return { status: error.status, message: error.statusText || (typeof data === 'string' ? data : undefined) };
  }
  if (error instanceof Error) return { message: error.message };
  return typeof error === 'string' ? { message: error } : {};
}

export function RouterErrorPage() {
  const error = useRouteError();
  console.error(error);
  return <RouterErrorScreen {...describe(error)} />;
}
