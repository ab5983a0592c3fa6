import { useId } from 'react';
import { formatNumber, formatShare, interpolate, messages, type CapitalCurve } from '@siipro/domain';
import { DataCell, DataRow, DataRowHeader, DataTable } from '../../patterns/DataTable';
import { Heading, Text } from '../../primitives/Text';
import * as report from '../../styles/reportPanel.css';
import * as styles from './EfficiencyCurve.css';

const texts = messages.optimizer.capitalResults;

export interface EfficiencyCurveProps {
  /** The objective at 21 levels of every limit, 50 % to 150 % (model v2's answer with `curve`). */
  curve: CapitalCurve;
}

const WIDTH = 480;
const HEIGHT = 220;
const PAD = { left: 16, right: 16, top: 24, bottom: 28 };

const value = (objective: number) => formatNumber(objective, { maximumFractionDigits: 2 });
/** "+12,5%" / "−3%": a change as people read it, with its sign. */
const signedShare = (change: number) => `${change > 0 ? '+' : change < 0 ? '−' : ''}${formatShare(Math.abs(change))}`;

/**
 * The efficiency curve (issue 44): the value a selection reaches if every limit were 50 % to 150 % of the requested
 * ones — what one more peso would buy — drawn as a line with the requested level and the point where it flattens
 * marked, beside a table with the same numbers (the chart is hidden from screen readers; they read the table). Two
 * sentences say it in words: what 10 % more would buy, and where the curve flattens.
 */
export function EfficiencyCurve({ curve }: EfficiencyCurveProps) {
  const titleId = useId();
  const points = curve.points;
  const solved = points.filter((point) => point.objective !== null);
  const top = Math.max(1e-9, ...solved.map((point) => point.objective!));
  const x = (factor: number) => PAD.left + ((factor - 0.5) / 1) * (WIDTH - PAD.left - PAD.right);
  const y = (objective: number) => HEIGHT - PAD.bottom - (objective / top) * (HEIGHT - PAD.top - PAD.bottom);
  const at = (factor: number) => points.find((point) => Math.abs(point.factor - factor) < 1e-9)?.objective ?? null;
  const base = at(1);
  const tenMore = at(1.1);
  const changeOf = (objective: number | null) =>
    objective === null || base === null || base === 0 ? null : (objective - base) / base;
  const tenPercent = changeOf(tenMore);
  return (
    <section aria-labelledby={titleId} className={report.panel}>
      <Heading level={2} size="lg" id={titleId}>
        {texts.curveTitle}
      </Heading>
      <Text as="p" size="sm" tone="muted">
        {texts.curveDescription}
      </Text>
      <ul className={styles.findings}>
        {tenPercent !== null ? (
          <li>{interpolate(texts.curveTenPercent, { change: signedShare(tenPercent) })}</li>
        ) : null}
        <li>
          {curve.flattensAt === null
            ? texts.curveNoFlattening
            : interpolate(texts.curveFlattens, { level: formatShare(curve.flattensAt) })}
        </li>
      </ul>
      <div className={styles.layout}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} aria-hidden="true" focusable="false">
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={HEIGHT - PAD.bottom}
            y2={HEIGHT - PAD.bottom}
            className={styles.axis}
          />
          <line x1={x(1)} x2={x(1)} y1={PAD.top} y2={HEIGHT - PAD.bottom} className={styles.requested} />
          {curve.flattensAt !== null ? (
            <>
              <line
                x1={x(curve.flattensAt)}
                x2={x(curve.flattensAt)}
                y1={PAD.top - 8}
                y2={HEIGHT - PAD.bottom}
                className={styles.flattens}
              />
              <text
                x={x(curve.flattensAt)}
                y={PAD.top - 12}
                textAnchor={curve.flattensAt > 1.3 ? 'end' : 'middle'}
                className={styles.label}
              >
                {texts.flattensMark}
              </text>
            </>
          ) : null}
          <polyline
            points={solved.map((point) => `${x(point.factor)},${y(point.objective!)}`).join(' ')}
            className={styles.line}
          />
          {solved.map((point) => (
            <circle
              key={point.factor}
              cx={x(point.factor)}
              cy={y(point.objective!)}
              r={Math.abs(point.factor - 1) < 1e-9 ? 5 : 3}
              className={styles.point}
            />
          ))}
          {[0.5, 1, 1.5].map((factor) => (
            <text
              key={factor}
              x={x(factor)}
              y={HEIGHT - 8}
              textAnchor={factor === 0.5 ? 'start' : factor === 1.5 ? 'end' : 'middle'}
              className={styles.label}
            >
              {formatShare(factor)}
            </text>
          ))}
        </svg>
        <DataTable
          variant="panel"
          caption={texts.curveTitle}
          columns={[
            { id: 'level', label: texts.curveLevel },
            { id: 'value', label: texts.curveValue, end: true },
            { id: 'change', label: texts.curveChange, end: true },
          ]}
        >
          {points.map((point) => {
            const change = changeOf(point.objective);
            const flattens = curve.flattensAt !== null && Math.abs(point.factor - curve.flattensAt) < 1e-9;
            return (
              <DataRow key={point.factor}>
                <DataRowHeader label={texts.curveLevel}>
                  {formatShare(point.factor)}
                  {flattens ? ` (${texts.flattensMark.toLowerCase()})` : null}
                </DataRowHeader>
                <DataCell label={texts.curveValue} numeric end>
                  {point.objective === null ? texts.curveInfeasible : value(point.objective)}
                </DataCell>
                <DataCell label={texts.curveChange} numeric end>
                  {change === null ? '-' : signedShare(change)}
                </DataCell>
              </DataRow>
            );
          })}
        </DataTable>
      </div>
    </section>
  );
}
