import { messages } from '@siipro/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Spinner } from '../Spinner';
import { Stack } from '../Stack';
import * as styles from './DetailPage.css';

/** A detail page's states: loading, error, loaded, plus the answer that no such record exists. */
export type DetailPageStateName = 'loading' | 'error' | 'notFound' | 'loaded';

export interface DetailPageStateProps {
  state: Exclude<DetailPageStateName, 'loaded'>;
  /** error: what went wrong, in Spanish (the API's message); `errorText` when empty. */
  errorMessage?: string | null;
  /** The page's own load failure text ("No se pudo cargar el proyecto", "… la organización"). */
  errorText: string;
  /** The page's own not-found text. */
  notFoundText: string;
  /** error: "Reintentar" asks again. */
  onRetry?: () => void;
}

/** Loading ("Cargando datos..."), error with "Reintentar", or not found: one calm message where the page would be. */
export function DetailPageState({ state, errorMessage, errorText, notFoundText, onRetry }: DetailPageStateProps) {
  if (state === 'loading') {
    return (
      <div className={styles.state} role="status">
        <Inline space="3" alignY="center">
          <Spinner size="sm" decorative />
          <span>{messages.common.loadingData}</span>
        </Inline>
      </div>
    );
  }
  if (state === 'notFound') {
    return (
      <div className={styles.state}>
        <p role="alert">{notFoundText}</p>
      </div>
    );
  }
  return (
    <div className={styles.state}>
      <Stack space="3" align="start">
        <p role="alert">{errorMessage || errorText}</p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {messages.common.retry}
          </Button>
        ) : null}
      </Stack>
    </div>
  );
}

/** The page's main column and its side column: two on large screens, one (main first) below the medium breakpoint. */
export function DetailColumns({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.layout, className].filter(Boolean).join(' ')}>{children}</div>;
}
