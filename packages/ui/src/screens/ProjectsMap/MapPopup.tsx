// The popup of a project (portfolio.md §2.9): name, slug, score badge, status, priority, area and "Ver Detalle",
// above its marker. Its data comes from the page (one small call per project), so it shows loading and error states.
import { useId, useLayoutEffect, useRef } from 'react';
import { messages, priorityTone, statusLabel, type MapProjectPopup, type ProjectStatusOption } from '@siipro/domain';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { Button } from '../../primitives/Button';
import { valueOrMissing } from '../../patterns/FieldList';
import { Icon } from '../../primitives/Icon';
import { ScoreBadge } from '../ScoreBadge';
import { Spinner } from '../../primitives/Spinner';
import { StatusPill } from '../StatusPill';
import * as styles from './MapPopup.css';
import * as overlay from './overlay.css';

export type PopupState =
  { status: 'loading' } | { status: 'ready'; data: MapProjectPopup } | { status: 'error'; message: string };

export interface PopupOverlayProps {
  /** The project's place (read by pigeon-maps, which passes left/top). */
  anchor: [number, number];
  id: string;
  state: PopupState;
  statuses: readonly ProjectStatusOption[];
  projectHref: (popup: MapProjectPopup) => string | null;
  onClose: () => void;
  onRetry: () => void;
  /** The popup's box once drawn, so the map can move to show it whole. */
  onMeasure: (box: DOMRect) => void;
  /** The map's size: a resized map measures the popup again. */
  frame: { width: number; height: number };
  left?: number;
  top?: number;
}

const texts = messages.map.popup;

export function PopupOverlay({
  id,
  state,
  statuses,
  projectHref,
  onClose,
  onRetry,
  onMeasure,
  frame,
  left = 0,
  top = 0,
}: PopupOverlayProps) {
  const titleId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const { navigate } = useLinkNavigation();

  // Measured when it opens, when its content changes and when the map is resized; not on every frame of a pan (the
  // person is moving the map).
  const { width, height } = frame;
  useLayoutEffect(() => {
    if (cardRef.current && width > 0 && height > 0) onMeasure(cardRef.current.getBoundingClientRect());
  }, [state, onMeasure, width, height]);

  const data = state.status === 'ready' ? state.data : null;
  const href = data && data.organizations.length > 0 ? projectHref(data) : null;

  return (
    <div
      className={`pigeon-drag-block pigeon-click-block ${styles.popupAnchor}`}
      style={{ transform: `translate(${left}px, ${top}px)` }}
    >
      <div
        ref={cardRef}
        id={id}
        role="dialog"
        aria-labelledby={data ? titleId : undefined}
        aria-label={data ? undefined : texts.label}
        className={styles.popup}
      >
        <button type="button" className={styles.popupClose} aria-label={texts.close} onClick={onClose}>
          <Icon name="close" />
        </button>
        {state.status === 'loading' ? (
          <div className={styles.popupState}>
            <Spinner size="sm" showLabel />
          </div>
        ) : state.status === 'error' ? (
          <div className={styles.popupState}>
            <p className={styles.popupError} role="alert">
              {state.message}
            </p>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {messages.common.retry}
            </Button>
          </div>
        ) : (
          <>
            <p id={titleId} className={styles.popupName}>
              {state.data.name}
            </p>
            <p className={styles.popupSlug}>{state.data.slug}</p>
            <dl className={styles.popupFields}>
              <dt className={styles.popupTerm}>{texts.score}</dt>
              <dd className={styles.popupValue}>
                <ScoreBadge score={state.data.score} />
              </dd>
              <dt className={styles.popupTerm}>{texts.status}</dt>
              <dd className={styles.popupValue}>
                <StatusPill status={state.data.status} label={statusLabel(state.data.status, statuses)} />
              </dd>
              <dt className={styles.popupTerm}>{texts.priority}</dt>
              <dd className={styles.popupValue}>
                {state.data.priority?.trim() ? (
                  <span className={styles.priorityValue}>
                    <span
                      aria-hidden="true"
                      className={`${overlay.swatch} ${overlay.swatchTones[priorityTone(state.data.priority)]}`}
                    />
                    {state.data.priority}
                  </span>
                ) : (
                  valueOrMissing(null)
                )}
              </dd>
              <dt className={styles.popupTerm}>{texts.area}</dt>
              <dd className={styles.popupValue}>{valueOrMissing(state.data.area)}</dd>
            </dl>
            <Button
              size="sm"
              fullWidth
              disabled={!href}
              disabledReason={messages.map.viewDetailUnavailable}
              onClick={() => {
                if (href) navigate(href);
              }}
            >
              {messages.map.viewDetail}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
