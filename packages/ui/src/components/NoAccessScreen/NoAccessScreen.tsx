import { messages } from '@siipro/domain';
import { useId } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { Button } from '../Button';
import { buttonRecipe } from '../Button/Button.css';
import { Icon } from '../Icon';
import { badge, card, root, text, title } from './NoAccessScreen.css';

export interface NoAccessScreenProps {
  /**
   * Ends the session and goes to /login. Without it the way back is a plain link to /login (for when the session is
   * already gone).
   */
  onLogout?: () => void;
}

/** Shown when the server requires an invitation (403 INVITE_REQUIRED), with a way back to the sign-in screen. */
export function NoAccessScreen({ onLogout }: NoAccessScreenProps) {
  const { linkProps } = useLinkNavigation();
  const titleId = useId();
  return (
    <div className={root}>
      <section className={card} aria-labelledby={titleId}>
        <span className={badge} aria-hidden="true">
          <Icon name="info" />
        </span>
        <h1 id={titleId} className={title}>
          {messages.noAccess.title}
        </h1>
        <p className={text}>{messages.noAccess.text}</p>
        {onLogout ? (
          <Button variant="primary" onClick={onLogout}>
            {messages.noAccess.backToLogin}
          </Button>
        ) : (
          <a {...linkProps('/login')} className={buttonRecipe({ variant: 'primary' })}>
            {messages.noAccess.backToLogin}
          </a>
        )}
      </section>
    </div>
  );
}
