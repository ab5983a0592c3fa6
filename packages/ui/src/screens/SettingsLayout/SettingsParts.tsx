// Pieces every settings section repeats: the section's heading with its lead line and actions, and a small table
// with a caption for screen readers and an "empty" row.
import type { ReactNode } from 'react';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { intro as introClass, title as titleClass } from '../../styles/sidePanelLayout.css';
import * as shared from '../../styles/settingsPanel.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';

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
  /** One <tr> per row. */
  children: ReactNode[];
}

export function SettingsTable({ caption, head, emptyText, children }: SettingsTableProps) {
  return (
    <div className={shared.tableFrame}>
      <table className={shared.table}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className={shared.headCell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {children.length === 0 ? (
            <tr>
              <td colSpan={head.length} className={shared.emptyCell}>
                {emptyText}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}
