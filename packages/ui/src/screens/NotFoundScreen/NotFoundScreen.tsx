import { messages } from '@siipro/domain';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { buttonRecipe } from '../../styles/button.css';
import { Stack } from '../../primitives/Stack';
import { code, root, text, title } from './NotFoundScreen.css';

export interface NotFoundScreenProps {
  /** Where the way back leads; the product's root by default. */
  homeHref?: string;
}

/** Shown for any path the app does not know, with a link back to the start. */
export function NotFoundScreen({ homeHref = '/' }: NotFoundScreenProps) {
  const { linkProps } = useLinkNavigation();
  return (
    <Stack space="4" align="center" justifyContent="center" padding="6" className={root}>
      <p className={code} aria-hidden="true">
        404
      </p>
      <h1 className={title}>{messages.notFound.title}</h1>
      <p className={text}>{messages.notFound.text}</p>
      <a {...linkProps(homeHref)} className={buttonRecipe({ variant: 'primary' })}>
        {messages.notFound.home}
      </a>
    </Stack>
  );
}
