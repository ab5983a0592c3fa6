import { messages } from '@siipro/domain';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Stack } from '../../primitives/Stack';
import { messageBadge, messagePanel, messageText, messageTitle } from '../../styles/messageScreen.css';

export interface ForbiddenViewProps {
  /** Shows a "Volver" button (e.g. back one step in history). */
  onBack?: () => void;
  /** Heading level: 1 when the view is the page's content, 2 when it sits under the page's own title. */
  headingLevel?: 1 | 2;
  /** The line under the title; the generic "No tienes los permisos necesarios…" by default. */
  text?: string;
}

/** Shown in place of a section the user has no permission for. */
export function ForbiddenView({ onBack, headingLevel = 1, text: line = messages.forbidden.text }: ForbiddenViewProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Stack as="section" space="3" align="center" paddingY="12" paddingX="4" className={messagePanel}>
      <Box
        as="span"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        className={messageBadge({ tone: 'danger' })}
        aria-hidden="true"
      >
        <Icon name="error" />
      </Box>
      <Heading className={messageTitle}>{messages.forbidden.title}</Heading>
      <p className={messageText}>{line}</p>
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          {messages.common.back}
        </Button>
      ) : null}
    </Stack>
  );
}
