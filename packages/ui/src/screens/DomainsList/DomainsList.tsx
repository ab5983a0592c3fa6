import { formatDateAR, interpolate, messages, validateDomain } from '@siipro/domain';
import { useId, useState, type FormEvent } from 'react';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { FieldError } from '../../primitives/FieldError';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { Inline } from '../../primitives/Inline';
import { Modal } from '../../patterns/Modal';
import { Skeleton } from '../../primitives/Skeleton';
import { Stack } from '../../primitives/Stack';
import { SettingsHeader } from '../SettingsLayout';
import * as shared from '../../styles/settingsPanel.css';
import * as styles from './DomainsList.css';

const texts = messages.settings.domains;

export interface DomainsListItem {
  domain: string;
  createdAt?: string | null;
}

export interface DomainsListProps {
  /** Absent while loading. */
  domains?: readonly DomainsListItem[] | null;
  loadError?: string | null;
  /** The example host of the validation text ("ej: {host}"): the site's own host. */
  exampleHost: string;
  /**
   * A valid domain was added (trimmed; the API lower-cases it). Resolve true (or nothing) when added — the field is
   * emptied — or false when refused: what was typed stays.
   */
  onAdd: (domain: string) => Promise<boolean | void> | boolean | void;
  /** Eliminar, after the confirmation. */
  onDelete: (domain: string) => Promise<unknown> | void;
  /** An add is in flight. */
  adding?: boolean;
  className?: string;
}

/**
 * "Dominios" (platform.md §2, §5): the tenant's domains with the date each was added, a field to add one — checked
 * with the domain rule ("Por favor ingresa un dominio válido (ej: {host}).") before it is sent — and, per domain,
 * Eliminar behind a confirmation dialog.
 */
export function DomainsList({
  domains,
  loadError,
  exampleHost,
  onAdd,
  onDelete,
  adding = false,
  className,
}: DomainsListProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    const result = validateDomain(value, exampleHost);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    if ((await onAdd(value.trim())) !== false) setValue('');
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await onDelete(pendingDelete);
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  };

  return (
    <Stack space="5" className={className}>
      <SettingsHeader title={texts.title} intro={texts.intro} />
      <Stack space="4" padding={{ default: '6', compact: '4' }} className={shared.panel}>
        <Stack as="form" space="2" onSubmit={(event) => void submit(event)}>
          <label htmlFor={id} className={shared.fieldLabel}>
            {texts.label}
          </label>
          <Inline space="2" alignY="center">
            <input
              id={id}
              className={styles.input}
              value={value}
              placeholder={interpolate(texts.placeholder, { host: exampleHost })}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setValue(event.target.value)}
            />
            <Button type="submit" variant="primary" icon={<Icon name="plus" />} loading={adding}>
              {messages.common.add}
            </Button>
          </Inline>
          {error ? <FieldError id={errorId}>{error}</FieldError> : null}
        </Stack>

        {loadError ? (
          <p role="alert" className={shared.alert}>
            {loadError}
          </p>
        ) : !domains ? (
          <Skeleton lines={3} />
        ) : domains.length === 0 ? (
          <p className={shared.muted}>{texts.empty}</p>
        ) : (
          <Box as="ul" margin="0" padding="0" className={styles.list}>
            {domains.map((item) => (
              <Inline as="li" key={item.domain} space="3" alignY="center" wrap={false} className={styles.item}>
                <Icon name="link" />
                <Stack space="0" minWidth={0} className={styles.itemText}>
                  <span className={styles.domain}>{item.domain}</span>
                  {item.createdAt ? (
                    <span className={shared.muted}>
                      {texts.createdAt} {formatDateAR(item.createdAt)}
                    </span>
                  ) : null}
                </Stack>
                <IconButton
                  label={interpolate(texts.deleteLabel, { domain: item.domain })}
                  icon={<Icon name="trash" />}
                  tooltipPlacement="left"
                  onClick={() => setPendingDelete(item.domain)}
                />
              </Inline>
            ))}
          </Box>
        )}
      </Stack>

      <Modal
        open={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        size="sm"
        title={texts.confirmDeleteTitle}
        description={pendingDelete ? interpolate(texts.confirmDeleteText, { domain: pendingDelete }) : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPendingDelete(null)}>
              {messages.common.back}
            </Button>
            <Button variant="danger" loading={deleting} onClick={() => void confirmDelete()}>
              {messages.common.delete}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
