import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { Spinner } from '../../primitives/Spinner';
import { Stack } from '../../primitives/Stack';
import * as styles from './DetailPage.css';
import { detailPageTexts, type DetailPageTexts } from './texts';

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
  /** Texts in another language (detailPageTexts by default). */
  texts?: Partial<DetailPageTexts>;
}

/** Loading ("Cargando datos..."), error with "Reintentar", or not found: one calm message where the page would be. */
export function DetailPageState({
  state,
  errorMessage,
  errorText,
  notFoundText,
  onRetry,
  texts,
}: DetailPageStateProps) {
  const shown = { ...detailPageTexts, ...texts };
  if (state === 'loading') {
    return (
      <div className={styles.state} role="status">
        <Inline space="3" alignY="center">
          <Spinner size="sm" decorative />
          <span>{shown.loading}</span>
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
            {shown.retry}
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
