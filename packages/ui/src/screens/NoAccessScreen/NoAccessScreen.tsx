import { interpolate, messages } from '@siipro/domain';
import { useId } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { buttonRecipe } from '../../styles/button.css';
import { Icon } from '../../primitives/Icon';
import { Stack } from '../../primitives/Stack';
import { messageBadge, messageTitle } from '../../styles/messageScreen.css';
import { card, root, text } from './NoAccessScreen.css';

export interface NoAccessScreenProps {
  /** The account the server refused: named, with how to ask for access (absent after a reload). */
  email?: string;
  /**
   * Ends the session and goes to /login. Without it the way back is a plain link to /login (for when the session is
   * already gone).
   */
  onLogout?: () => void;
}

/** Shown when the server requires an invitation (403 INVITE_REQUIRED), with a way back to the sign-in screen. */
export function NoAccessScreen({ email, onLogout }: NoAccessScreenProps) {
  const { linkProps } = useLinkNavigation();
  const titleId = useId();
  return (
    <Box className={root} display="flex" alignItems="center" justifyContent="center" padding="4">
      <Stack
        as="section"
        space="4"
        align="center"
        width="full"
        padding={{ default: '8', narrow: '6' }}
        className={card}
        aria-labelledby={titleId}
      >
        <Box
          as="span"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          className={messageBadge({ tone: 'info' })}
          aria-hidden="true"
        >
          <Icon name="info" />
        </Box>
        <h1 id={titleId} className={messageTitle}>
          {messages.noAccess.title}
        </h1>
        <p className={text}>{messages.errors.byCode.INVITE_REQUIRED}</p>
        {email ? (
          <>
            <p className={text}>{interpolate(messages.noAccess.signedInAs, { email })}</p>
            <p className={text}>{messages.noAccess.howToAsk}</p>
          </>
        ) : null}
        {onLogout ? (
          <Button variant="primary" onClick={onLogout}>
            {messages.noAccess.backToLogin}
          </Button>
        ) : (
          <a {...linkProps('/login')} className={buttonRecipe({ variant: 'primary' })}>
            {messages.noAccess.backToLogin}
          </a>
        )}
      </Stack>
    </Box>
  );
}
