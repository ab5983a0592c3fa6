import {
  formatDateTimeAR,
  formatMoney,
  formatNumber,
  interpolate,
  messages,
  OPTIMIZER_MODEL_V2,
  type OptimizerScenarioSummary,
} from '@siipro/domain';
import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { DataCell, DataRow, DataTable, type DataTableColumn } from '../../patterns/DataTable';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Modal } from '../../patterns/Modal';
import { Stack } from '../../primitives/Stack';
import * as sectionText from '../../styles/sectionText.css';
import { TABLE_MIN_WIDTH } from '../ProjectsTable';
import * as styles from './ScenarioList.css';

const texts = messages.optimizer.scenarioList;
const labels = texts.columns;

const COLUMNS: DataTableColumn[] = [
  { id: 'choose', label: texts.compare, hiddenLabel: true },
  { id: 'name', label: labels.name },
  { id: 'author', label: labels.author },
  { id: 'date', label: labels.date },
  { id: 'budgetLimit', label: labels.budgetLimit, end: true },
  { id: 'selected', label: labels.selected, end: true },
  { id: 'totalBudget', label: labels.totalBudget, end: true },
  { id: 'objective', label: labels.objective, end: true },
  { id: 'actions', label: labels.actions, hiddenLabel: true },
];

export interface ScenarioListProps {
  /** Newest first. */
  scenarios: readonly OptimizerScenarioSummary[];
  loading?: boolean;
  /** The list failed to load: "No se pudieron cargar los escenarios". */
  error?: boolean;
  /** Whether this person may delete it (its author, or an admin); the API decides in the end. */
  canDelete: (scenario: OptimizerScenarioSummary) => boolean;
  /** "Abrir": runs the scenario's configuration and decisions on today's data. */
  onOpen: (scenarioId: string) => void;
  /** Confirmed in a dialog; a rejection's message is shown there. */
  onDelete: (scenarioId: string) => Promise<void>;
  /** "Comparar", with the two chosen in the list's order (older first). */
  onCompare: (firstId: string, secondId: string) => void;
  className?: string;
}

/**
 * The tenant's saved optimizer scenarios (issue 17), newest first: name (a v2 one marked "Con restricciones", issue 44),
 * author, date, budget limit, how many projects were chosen, what they cost and their total value. "Abrir" runs one again on today's data; two chosen with their
 * checkboxes can be compared; "Eliminar" (its author or an admin) asks for confirmation.
 */
export function ScenarioList({
  scenarios,
  loading = false,
  error = false,
  canDelete,
  onOpen,
  onDelete,
  onCompare,
  className,
}: ScenarioListProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<OptimizerScenarioSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const present = chosen.filter((id) => scenarios.some((scenario) => scenario.scenarioId === id));

  const toggle = (scenarioId: string, on: boolean) =>
    setChosen((current) =>
      on
        ? [...current.filter((id) => id !== scenarioId), scenarioId].slice(-2)
        : current.filter((id) => id !== scenarioId),
    );

  const compare = () => {
    // Older first: the comparison reads "what changed from the first to the second".
    const [a, b] = scenarios.filter((scenario) => present.includes(scenario.scenarioId)).reverse();
    if (a && b) onCompare(a.scenarioId, b.scenarioId);
  };

  const confirmDelete = async () => {
    if (!deleting || busy) return;
    setBusy(true);
    try {
      await onDelete(deleting.scenarioId);
      setDeleting(null);
    } catch (failure) {
      setDeleteError(
        failure instanceof Error && failure.message ? failure.message : messages.optimizer.scenarios.deleteError,
      );
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (error) {
    body = (
      <p role="alert" className={sectionText.errorLine}>
        <Icon name="error" />
        {messages.optimizer.scenarios.loadError}
      </p>
    );
  } else if (loading && scenarios.length === 0) {
    body = <p className={sectionText.note}>{messages.common.loading}</p>;
  } else if (scenarios.length === 0) {
    body = <p className={sectionText.note}>{texts.empty}</p>;
  } else {
    body = (
      <>
        <Inline alignY="center" space="3">
          <Button
            variant="secondary"
            size="sm"
            disabled={present.length !== 2}
            disabledReason={texts.compareHint}
            onClick={compare}
          >
            {texts.compare}
          </Button>
          <span className={sectionText.note}>{texts.compareHint}</span>
        </Inline>
        <DataTable caption={texts.title} columns={COLUMNS} minWidth={TABLE_MIN_WIDTH}>
          {scenarios.map((scenario) => (
            <DataRow key={scenario.scenarioId}>
              <DataCell>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={present.includes(scenario.scenarioId)}
                  onChange={(event) => toggle(scenario.scenarioId, event.target.checked)}
                  aria-label={interpolate(texts.chooseLabel, { name: scenario.name })}
                />
              </DataCell>
              <DataCell>
                <span className={styles.name}>{scenario.name}</span>
                {scenario.model === OPTIMIZER_MODEL_V2 ? (
                  <span className={`${sectionText.note} ${styles.model}`}>{texts.withRestrictions}</span>
                ) : null}
              </DataCell>
              <DataCell>{scenario.author.name}</DataCell>
              <DataCell>{formatDateTimeAR(scenario.createdAt)}</DataCell>
              <DataCell end>
                {scenario.budgetLimit !== null
                  ? formatMoney(scenario.budgetLimit, 'ARS')
                  : scenario.model === OPTIMIZER_MODEL_V2
                    ? texts.byRestrictions
                    : texts.noLimit}
              </DataCell>
              <DataCell end>{formatNumber(scenario.selectedCount)}</DataCell>
              <DataCell end>{formatMoney(scenario.totalBudget, 'ARS')}</DataCell>
              <DataCell end>{formatNumber(scenario.objective, { maximumFractionDigits: 1 })}</DataCell>
              <DataCell>
                <Inline space="2" wrap={false}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onOpen(scenario.scenarioId)}
                    aria-label={interpolate(texts.openLabel, { name: scenario.name })}
                  >
                    {texts.open}
                  </Button>
                  {canDelete(scenario) ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      icon={<Icon name="trash" />}
                      onClick={() => {
                        setDeleteError(null);
                        setDeleting(scenario);
                      }}
                      aria-label={interpolate(texts.deleteLabel, { name: scenario.name })}
                    >
                      {texts.delete}
                    </Button>
                  ) : null}
                </Inline>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      </>
    );
  }

  return (
    <Stack space="3" className={className}>
      <h2 className={sectionText.sectionTitle}>{texts.title}</h2>
      {body}
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={texts.deleteTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {messages.common.cancel}
            </Button>
            <Button variant="danger" loading={busy} onClick={confirmDelete}>
              {texts.delete}
            </Button>
          </>
        }
      >
        <Stack space="2">
          <p className={styles.text}>{interpolate(texts.deleteConfirm, { name: deleting?.name ?? '' })}</p>
          {deleteError ? (
            <p role="alert" className={sectionText.errorLine}>
              {deleteError}
            </p>
          ) : null}
        </Stack>
      </Modal>
    </Stack>
  );
}
