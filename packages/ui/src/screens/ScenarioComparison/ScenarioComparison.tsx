import {
  formatMoney,
  formatNumber,
  interpolate,
  messages,
  type ScenarioComparison as Comparison,
} from '@siipro/domain';
import { useId } from 'react';
import { Button } from '../../primitives/Button';
import { DataCell, DataRow, DataTable } from '../../patterns/DataTable';
import { Grid } from '../../primitives/Grid';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import * as sectionText from '../../styles/sectionText.css';
import * as styles from './ScenarioComparison.css';

const texts = messages.optimizer.comparison;

/** How many projects each list shows before "y N más". */
export const COMPARISON_LIST_LIMIT = 20;

export interface ScenarioComparisonProps {
  /** The two scenarios' names, in the comparison's order (older first). */
  names: { a: string; b: string };
  /** domain's compareScenarios(a, b). */
  comparison: Comparison;
  /** How many each selected (the totals row). */
  selectedCounts: { a: number; b: number };
  /** A project's name; its id while the names are read. */
  projectName: (projectId: string) => string;
  onClose: () => void;
  className?: string;
}

const signed = (value: number, format: (value: number) => string) =>
  value > 0 ? `+${format(value)}` : value < 0 ? `−${format(-value)}` : format(0);

function ProjectList({ title, items }: { title: string; items: { id: string; text: string }[] }) {
  const headingId = useId();
  const shown = items.slice(0, COMPARISON_LIST_LIMIT);
  return (
    <Stack space="2" className={styles.column}>
      <h3 id={headingId} className={styles.listTitle}>
        {title}
      </h3>
      {items.length === 0 ? (
        <p className={sectionText.note}>{texts.none}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {shown.map((item) => (
            <li key={item.id}>{item.text}</li>
          ))}
          {items.length > shown.length ? (
            <li className={sectionText.note}>
              {interpolate(texts.more, { count: formatNumber(items.length - shown.length) })}
            </li>
          ) : null}
        </ul>
      )}
    </Stack>
  );
}

/**
 * Two saved scenarios side by side (issue 17): total value, budget chosen and how many projects, each with the
 * difference from the first to the second; then the projects only in the first, only in the second, and in both with
 * how their rank moved.
 */
export function ScenarioComparison({
  names,
  comparison,
  selectedCounts,
  projectName,
  onClose,
  className,
}: ScenarioComparisonProps) {
  const headingId = useId();
  const money = (value: number) => formatMoney(value, 'ARS');
  const value = (number: number) => formatNumber(number, { maximumFractionDigits: 1 });
  const count = (number: number) => formatNumber(number);
  const figures = [
    { id: 'objective', label: texts.objective, a: comparison.objective.a, b: comparison.objective.b, format: value },
    {
      id: 'budget',
      label: texts.totalBudget,
      a: comparison.totalBudget.a,
      b: comparison.totalBudget.b,
      format: money,
    },
    { id: 'selected', label: texts.selected, a: selectedCounts.a, b: selectedCounts.b, format: count },
  ];

  return (
    <Stack
      as="section"
      space="4"
      aria-labelledby={headingId}
      padding="4"
      borderRadius="md"
      border="standard"
      background="surface"
      className={className}
    >
      <Inline align="between" alignY="center" space="3">
        <h2 id={headingId} className={sectionText.sectionTitle}>
          {texts.title}
        </h2>
        <Button variant="secondary" size="sm" icon={<Icon name="close" />} onClick={onClose}>
          {texts.close}
        </Button>
      </Inline>
      <DataTable
        caption={`${texts.title}: ${names.a} / ${names.b}`}
        minWidth="36rem"
        columns={[
          { id: 'figure', label: texts.figure },
          { id: 'a', label: names.a, end: true },
          { id: 'b', label: names.b, end: true },
          { id: 'difference', label: texts.difference, end: true },
        ]}
      >
        {figures.map((figure) => (
          <DataRow key={figure.id}>
            <DataCell>{figure.label}</DataCell>
            <DataCell end>{figure.format(figure.a)}</DataCell>
            <DataCell end>{figure.format(figure.b)}</DataCell>
            <DataCell end>{signed(figure.b - figure.a, figure.format)}</DataCell>
          </DataRow>
        ))}
      </DataTable>
      <Grid columns={{ default: 3, medium: 1 }} space="4">
        <ProjectList
          title={interpolate(texts.onlyIn, { name: names.a, count: count(comparison.left.length) })}
          items={comparison.left.map((row) => ({ id: row.projectId, text: projectName(row.projectId) }))}
        />
        <ProjectList
          title={interpolate(texts.onlyIn, { name: names.b, count: count(comparison.entered.length) })}
          items={comparison.entered.map((row) => ({ id: row.projectId, text: projectName(row.projectId) }))}
        />
        <ProjectList
          title={interpolate(texts.inBoth, { count: count(comparison.stayed.length) })}
          items={comparison.stayed.map((row) => ({
            id: row.projectId,
            text: `${projectName(row.projectId)} · ${interpolate(texts.rankChange, { a: row.rankA, b: row.rankB })}`,
          }))}
        />
      </Grid>
    </Stack>
  );
}
