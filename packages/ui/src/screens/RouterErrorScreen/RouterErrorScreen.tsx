import { commonMessages } from '@siipro/domain';
import { Box } from '../../primitives/Box';
import { detail, root, title } from './RouterErrorScreen.css';

export interface RouterErrorScreenProps {
  /** HTTP-like status of a route error response (404, 500…). */
  status?: number;
  /** The error's message or status text. */
  message?: string;
}

/**
 * The router's error screen: "Unexpected Application Error!" with the status and/or message, like React Router's
 * default, so the text stays the one people and tests know.
 */
export function RouterErrorScreen({ status, message }: RouterErrorScreenProps) {
  const summary = [status, message?.trim()].filter((part) => part !== undefined && part !== '').join(' ');
  return (
    <Box padding={{ default: '8', narrow: '4' }} className={root} role="alert">
      <h1 className={title}>{commonMessages.routerError.title}</h1>
      {summary ? <p className={detail}>{summary}</p> : null}
    </Box>
  );
}
