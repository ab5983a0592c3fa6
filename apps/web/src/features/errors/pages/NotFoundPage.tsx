// Any path the app does not know (platform.md §2), with the way back to "/".
import { NotFoundScreen } from '@siipro/ui';

export function NotFoundPage() {
  return <NotFoundScreen homeHref="/" />;
}
