import { Menu, MenuButton, MenuButtonArrow, MenuItem, useMenuStore } from '@ariakit/react';
import { messages } from '@siipro/domain';
import { useRef, useState } from 'react';
import { buttonRecipe, iconSlot } from '../../styles/button.css';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './ExportButton.css';

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

export interface ExportButtonProps {
  /**
   * Runs the export in the chosen format. While its promise is pending the button is busy (spinner, aria-busy) and
   * does not open; a rejected promise only ends the busy state: reporting the failure (a toast) is the caller's.
   */
  onExport: (format: ExportFormat) => Promise<void>;
  /** Button text ("Exportar"). */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * "Exportar": a menu button with "CSV" and "Excel (.xlsx)" (Ariakit menu: Enter, Space or ArrowDown open it, arrows
 * move, Escape closes and returns focus). While the export runs the button shows a spinner and "Exportando...", and
 * stays focusable.
 */
export function ExportButton({
  onExport,
  label = messages.projects.export,
  disabled = false,
  className,
}: ExportButtonProps) {
  const menu = useMenuStore({ placement: 'bottom-end' });
  const [busy, setBusy] = useState(false);
  // A ref as well as state: a second choice in the same tick must not start a second export.
  const running = useRef(false);

  const run = async (format: ExportFormat) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await onExport(format);
    } catch {
      // The caller reports failures; the button only has to become usable again.
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <MenuButton
        store={menu}
        disabled={disabled || busy}
        accessibleWhenDisabled
        aria-busy={busy || undefined}
        className={[buttonRecipe({ variant: 'secondary', size: 'md' }), className].filter(Boolean).join(' ')}
      >
        {busy ? (
          <span className={iconSlot}>
            <Spinner size="sm" decorative />
          </span>
        ) : (
          <svg className={styles.downloadIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
          </svg>
        )}
        {busy ? messages.projects.exporting : label}
        {busy ? null : <MenuButtonArrow className={styles.arrow} />}
      </MenuButton>
      <Menu store={menu} gutter={4} className={styles.menu} unmountOnHide>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} className={styles.item} onClick={() => void run(format)}>
            <span className={styles.formatTag} aria-hidden="true">
              {format.toUpperCase()}
            </span>
            {messages.projects.exportFormats[format]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
