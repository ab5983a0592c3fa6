import { formatNumber, interpolate, messages } from '@siipro/domain';
import { useId } from 'react';
import { Spinner } from '../../primitives/Spinner';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import * as styles from './ImportDialog.css';
import type { ImportProgressData } from './types';

/** A running job's bar: what it does ("Revisando la planilla…") and rows processed of the file's rows. */
export function ImportProgress({ label, processed, total }: ImportProgressData & { label: string }) {
  const labelId = useId();
  const text = messages.importDialog;
  const known = total !== null && total > 0;
  const ratio = known ? Math.min(1, processed / total) : 0;
  const figures = known
    ? interpolate(text.progress, { processed: formatNumber(processed), total: formatNumber(total) })
    : interpolate(text.progressUnknown, { processed: formatNumber(processed) });
  return (
    <Stack space="2">
      <Inline space="2" alignY="center">
        <Spinner size="sm" decorative />
        <Text id={labelId} weight="semibold">
          {label}
        </Text>
      </Inline>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? processed : undefined}
        aria-valuetext={figures}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${Math.round(ratio * 100)}%` }} />
      </div>
      <Text size="sm" tone="muted" aria-hidden="true">
        {figures}
      </Text>
    </Stack>
  );
}
