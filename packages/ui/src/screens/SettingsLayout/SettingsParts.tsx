// Pieces every settings section repeats: the section's heading with its lead line and actions, and a small table
// (DataTable's panel variant) with an "empty" row.
import type { ReactNode } from 'react';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { DataMessageRow, DataTable } from '../../patterns/DataTable';
import { intro as introClass, title as titleClass } from '../../styles/sidePanelLayout.css';

export function SettingsHeader({
  title,
  intro,
  actions,
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack space="2">
      <Inline space="3" alignY="center" align="between">
        <h1 className={titleClass}>{title}</h1>
        {actions}
      </Inline>
      {intro ? <p className={introClass}>{intro}</p> : null}
    </Stack>
  );
}

export interface SettingsTableProps {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  head: readonly string[];
  /** The text of the single row shown when `children` is empty. */
  emptyText: string;
  /** One DataRow per row, of DataCells labelled with their column (the compact cards show the label). */
  children: ReactNode[];
}

/** A settings section's table: DataTable's panel variant, with an "empty" row. */
export function SettingsTable({ caption, head, emptyText, children }: SettingsTableProps) {
  return (
    <DataTable variant="panel" caption={caption} columns={head.map((label) => ({ id: label, label }))}>
      {children.length === 0 ? <DataMessageRow colSpan={head.length}>{emptyText}</DataMessageRow> : children}
    </DataTable>
  );
}
