import {
  CONFIG_JSON_ROWS,
  PROJECT_STATUS_ROLES,
  TENANT_PLANS,
  formatConfigJson,
  formatDateES,
  messages,
  parseConfigJson,
  type TenantPlan,
} from '@siipro/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { FieldError } from '../../primitives/FieldError';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Skeleton } from '../../primitives/Skeleton';
import { Stack } from '../../primitives/Stack';
import { SettingsHeader } from '../SettingsLayout';
import * as shared from '../../styles/settingsPanel.css';
import { toneRecipe } from '../../styles/tone.css';
import type { ToneName } from '../../theme/tokens';
import * as styles from './GeneralSettings.css';

const texts = messages.settings.general;
const fields = texts.fields;

/** The tenant's settings as the page shows them (GET /t/{slug}/settings). */
export interface GeneralSettingsValues {
  name: string;
  slug: string;
  logo: string | null;
  siteUrl: string | null;
  plan: TenantPlan;
  defaultLanguage: string;
  createdAt: string | null;
  configJson: Record<string, unknown>;
  /** "Portal público" (issue 45): the published projects, for anyone; off when absent. */
  publicPortal?: boolean;
  /** The registered OC4IDS identifier prefix (oc4ids-xxxxxx) of the open-data feed. */
  oc4idsPrefix?: string | null;
}

/** What Guardar Cambios sends: every editable field, the configuration already parsed. */
export type GeneralSettingsChanges = Pick<GeneralSettingsValues, 'name' | 'plan' | 'defaultLanguage' | 'configJson'> & {
  logo: string | null;
  siteUrl: string | null;
  publicPortal: boolean;
  oc4idsPrefix: string | null;
};

export interface GeneralSettingsProps {
  /** Absent while loading (skeleton rows). */
  settings?: GeneralSettingsValues | null;
  /** The load failed: the message instead of the fields. */
  loadError?: string | null;
  /**
   * Guardar Cambios with valid JSON. Resolve true (or nothing) when saved — the view goes back to reading — and false
   * when the server refused: the edit view stays with what was typed.
   */
  onSave: (changes: GeneralSettingsChanges) => Promise<boolean | void> | boolean | void;
  /** A save is in flight ("Guardando..."). */
  saving?: boolean;
  /** The server's refusal of the last save, shown above the buttons. */
  saveError?: string | null;
  /** Starts in the edit view (stories). */
  defaultEditing?: boolean;
  className?: string;
}

/** platform.md §2: premium purple, basic blue, free grey. */
const PLAN_TONES: Record<TenantPlan, ToneName> = { premium: 'purple', basic: 'blue', free: 'grey' };

interface Draft {
  name: string;
  logo: string;
  siteUrl: string;
  plan: TenantPlan;
  defaultLanguage: string;
  configJson: string;
  publicPortal: boolean;
  oc4idsPrefix: string;
}

const draftOf = (settings: GeneralSettingsValues): Draft => ({
  name: settings.name,
  logo: settings.logo ?? '',
  siteUrl: settings.siteUrl ?? '',
  plan: settings.plan,
  defaultLanguage: settings.defaultLanguage,
  configJson: formatConfigJson(settings.configJson),
  publicPortal: settings.publicPortal ?? false,
  oc4idsPrefix: settings.oc4idsPrefix ?? '',
});

const portalTexts = messages.publicPortal.settings;

const emptyToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** "Español (es)", "Español (es-AR)": a language by its name, with the stored code; an unknown code as it is. */
function languageText(code: string): string {
  const languages: Readonly<Record<string, string>> = texts.languages;
  const base = code.split('-', 1).join('').toLowerCase();
  return Object.hasOwn(languages, base) ? `${languages[base]} (${code})` : code;
}

export function PlanBadge({ plan }: { plan: TenantPlan }) {
  return (
    <span className={[shared.badge, toneRecipe({ tone: PLAN_TONES[plan], look: 'soft' })].join(' ')} data-plan={plan}>
      {texts.plans[plan]}
    </span>
  );
}

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return <>{messages.common.empty}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={shared.link}>
      {href}
    </a>
  );
}

/**
 * One label and value: a term of the read view's list (`term`), a control of the edit view (`htmlFor`), or a value
 * the edit view shows but does not edit.
 */
function Row({
  label,
  htmlFor,
  term = false,
  children,
}: {
  label: string;
  htmlFor?: string;
  term?: boolean;
  children: ReactNode;
}) {
  const Label = term ? 'dt' : htmlFor ? 'label' : 'span';
  const Value = term ? 'dd' : 'div';
  return (
    <Box display="grid" alignItems="center" gap={{ default: '3', compact: '1' }} paddingY="2" className={styles.row}>
      <Label htmlFor={htmlFor} className={shared.fieldLabel}>
        {label}
      </Label>
      <Value className={styles.value}>{children}</Value>
    </Box>
  );
}

/** The read view's rows, in order; while loading, the same rows show their labels with grey values. */
const readRows: { label: string; value: (settings: GeneralSettingsValues) => ReactNode }[] = [
  { label: fields.name, value: (settings) => settings.name },
  { label: fields.slug, value: (settings) => <span className={styles.mono}>{settings.slug}</span> },
  { label: fields.logo, value: (settings) => <ExternalLink href={settings.logo} /> },
  { label: fields.siteUrl, value: (settings) => <ExternalLink href={settings.siteUrl} /> },
  { label: fields.plan, value: (settings) => <PlanBadge plan={settings.plan} /> },
  { label: fields.defaultLanguage, value: (settings) => languageText(settings.defaultLanguage) },
  { label: fields.createdAt, value: (settings) => formatDateES(settings.createdAt) },
  {
    label: portalTexts.publicPortal,
    value: (settings) => (settings.publicPortal ? messages.activity.yes : messages.activity.no),
  },
  {
    label: portalTexts.oc4idsPrefix,
    value: (settings) =>
      settings.oc4idsPrefix ? <span className={styles.mono}>{settings.oc4idsPrefix}</span> : messages.common.empty,
  },
];

/**
 * The settings as read, or (null) their placeholder while loading: shaped like them (the same rows, the JSON block at
 * its usual height), so they do not push the change record below down when they arrive.
 */
function ReadPanel({ settings }: { settings: GeneralSettingsValues | null }) {
  return (
    <Stack
      space="0"
      paddingX={{ default: '6', compact: '4' }}
      paddingY="2"
      className={shared.panel}
      aria-busy={settings ? undefined : true}
    >
      <Box as="dl" margin="0">
        {readRows.map((row) => (
          <Row term label={row.label} key={row.label}>
            {settings ? row.value(settings) : <Skeleton width="50%" />}
          </Row>
        ))}
      </Box>
      <Stack space="2" paddingY="3">
        <span className={shared.fieldLabel}>{fields.configJson}</span>
        {settings ? (
          <pre className={styles.json} tabIndex={0} aria-label={fields.configJson}>
            {formatConfigJson(settings.configJson)}
          </pre>
        ) : (
          <Skeleton variant="rect" height={styles.jsonMaxHeight} />
        )}
      </Stack>
    </Stack>
  );
}

/**
 * "Configuración del Tenant" (platform.md §2, §4, §5): the read view with Editar, and the edit view with Cancelar
 * (restores the values and the JSON) and "Guardar Cambios" ("Guardando..." while saving). Nombre, Logo URL, URL del
 * Sitio, Plan, Idioma por Defecto and the configuration are editable; Slug and Fecha de Creación (es-ES) are not.
 * Logo and site are links; the plan a coloured badge. The configuration is a 20-row text area indented by 2, checked
 * when it loses focus: "JSON inválido" under it with a red outline, and Guardar Cambios refused with "Por favor
 * corrige los errores de JSON antes de guardar" until it parses.
 */
export function GeneralSettings({
  settings,
  loadError,
  onSave,
  saving = false,
  saveError,
  defaultEditing = false,
  className,
}: GeneralSettingsProps) {
  const [editing, setEditing] = useState(defaultEditing);
  const [draft, setDraft] = useState<Draft | null>(defaultEditing && settings ? draftOf(settings) : null);
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The server's refusal belongs to the save that got it: a new edit starts without it.
  const [serverErrorStale, setServerErrorStale] = useState(false);
  const id = useId();
  const fieldId = (name: keyof Draft) => `${id}-${name}`;
  const jsonErrorId = `${id}-json-error`;

  const startEditing = () => {
    if (!settings) return;
    setDraft(draftOf(settings));
    setJsonError(null);
    setRefusal(null);
    setServerErrorStale(true);
    setEditing(true);
  };

  const cancel = () => {
    setDraft(null);
    setJsonError(null);
    setRefusal(null);
    setEditing(false);
  };

  const update = (changes: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...changes } : current));

  const checkJson = () => {
    if (!draft) return null;
    const result = parseConfigJson(draft.configJson);
    setJsonError(result.ok ? null : result.error);
    if (result.ok) setRefusal(null);
    return result;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || saving) return;
    const parsed = checkJson();
    if (!parsed?.ok) {
      setRefusal(texts.fixJsonBeforeSave);
      return;
    }
    setRefusal(null);
    setServerErrorStale(false);
    const saved = await onSave({
      name: draft.name.trim(),
      logo: emptyToNull(draft.logo),
      siteUrl: emptyToNull(draft.siteUrl),
      plan: draft.plan,
      defaultLanguage: draft.defaultLanguage.trim(),
      configJson: parsed.value,
      publicPortal: draft.publicPortal,
      oc4idsPrefix: emptyToNull(draft.oc4idsPrefix),
    });
    if (saved !== false) cancel();
  };

  const header = (actions?: ReactNode) => <SettingsHeader title={texts.title} actions={actions} />;

  if (!settings) {
    return (
      <Stack space="5" className={className}>
        {/* The Editar button's place, kept while loading. */}
        {header(loadError ? undefined : <Skeleton variant="rect" width="6.5rem" height="2.5rem" />)}
        {loadError ? (
          <p role="alert" className={shared.alert}>
            {loadError}
          </p>
        ) : (
          <ReadPanel settings={null} />
        )}
      </Stack>
    );
  }

  if (!editing || !draft) {
    return (
      <Stack space="5" className={className}>
        {header(
          <Button variant="secondary" icon={<Icon name="edit" />} onClick={startEditing}>
            {messages.common.edit}
          </Button>,
        )}
        <ReadPanel settings={settings} />
      </Stack>
    );
  }

  return (
    <Stack as="form" space="5" className={className} onSubmit={(event) => void submit(event)}>
      {header()}
      <Stack space="0" paddingX={{ default: '6', compact: '4' }} paddingY="2" className={shared.panel}>
        <Row label={fields.name} htmlFor={fieldId('name')}>
          <input
            id={fieldId('name')}
            className={styles.input}
            value={draft.name}
            onChange={(event) => update({ name: event.target.value })}
          />
        </Row>
        <Row label={fields.slug}>
          <span className={styles.mono}>{settings.slug}</span>
        </Row>
        <Row label={fields.logo} htmlFor={fieldId('logo')}>
          <input
            id={fieldId('logo')}
            inputMode="url"
            className={styles.input}
            value={draft.logo}
            placeholder="https://"
            onChange={(event) => update({ logo: event.target.value })}
          />
        </Row>
        <Row label={fields.siteUrl} htmlFor={fieldId('siteUrl')}>
          <input
            id={fieldId('siteUrl')}
            inputMode="url"
            className={styles.input}
            value={draft.siteUrl}
            placeholder="https://"
            onChange={(event) => update({ siteUrl: event.target.value })}
          />
        </Row>
        <Row label={fields.plan} htmlFor={fieldId('plan')}>
          <select
            id={fieldId('plan')}
            className={styles.input}
            value={draft.plan}
            onChange={(event) => update({ plan: event.target.value as TenantPlan })}
          >
            {TENANT_PLANS.map((plan) => (
              <option key={plan} value={plan}>
                {texts.plans[plan]}
              </option>
            ))}
          </select>
        </Row>
        <Row label={fields.defaultLanguage} htmlFor={fieldId('defaultLanguage')}>
          <input
            id={fieldId('defaultLanguage')}
            className={styles.input}
            value={draft.defaultLanguage}
            onChange={(event) => update({ defaultLanguage: event.target.value })}
          />
        </Row>
        <Row label={fields.createdAt}>{formatDateES(settings.createdAt)}</Row>
        <Row label={portalTexts.publicPortal} htmlFor={fieldId('publicPortal')}>
          <Stack space="1">
            <input
              id={fieldId('publicPortal')}
              type="checkbox"
              role="switch"
              className={styles.checkbox}
              checked={draft.publicPortal}
              aria-describedby={`${fieldId('publicPortal')}-hint`}
              onChange={(event) => update({ publicPortal: event.target.checked })}
            />
            <p id={`${fieldId('publicPortal')}-hint`} className={shared.muted}>
              {portalTexts.publicPortalHint}
            </p>
          </Stack>
        </Row>
        <Row label={portalTexts.oc4idsPrefix} htmlFor={fieldId('oc4idsPrefix')}>
          <Stack space="1">
            <input
              id={fieldId('oc4idsPrefix')}
              className={[styles.input, styles.mono].join(' ')}
              value={draft.oc4idsPrefix}
              placeholder="oc4ids-"
              spellCheck={false}
              aria-describedby={`${fieldId('oc4idsPrefix')}-hint`}
              onChange={(event) => update({ oc4idsPrefix: event.target.value })}
            />
            <p id={`${fieldId('oc4idsPrefix')}-hint`} className={shared.muted}>
              {portalTexts.oc4idsPrefixHint}
            </p>
          </Stack>
        </Row>
        <Stack space="2" paddingY="3">
          <label htmlFor={fieldId('configJson')} className={shared.fieldLabel}>
            {fields.configJson}
          </label>
          <textarea
            id={fieldId('configJson')}
            rows={CONFIG_JSON_ROWS}
            spellCheck={false}
            className={styles.textarea}
            value={draft.configJson}
            aria-invalid={jsonError ? true : undefined}
            aria-describedby={[jsonError ? jsonErrorId : null, `${fieldId('configJson')}-roles`]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => update({ configJson: event.target.value })}
            onBlur={checkJson}
          />
          {jsonError ? (
            <FieldError id={jsonErrorId}>{jsonError}</FieldError>
          ) : (
            <p className={shared.muted}>{texts.configJsonHint}</p>
          )}
          <div id={`${fieldId('configJson')}-roles`} className={shared.muted}>
            <p className={styles.rolesTitle}>{texts.statusRolesTitle}</p>
            <ul className={styles.rolesList}>
              {PROJECT_STATUS_ROLES.map((role) => (
                <li key={role}>{texts.statusRoles[role]}</li>
              ))}
            </ul>
          </div>
        </Stack>
      </Stack>
      {refusal || (saveError && !serverErrorStale) ? (
        <p role="alert" className={shared.alert}>
          {refusal ?? saveError}
        </p>
      ) : null}
      <Inline space="3" align="end">
        <Button variant="secondary" onClick={cancel} disabled={saving} disabledReason={messages.common.saving}>
          {messages.common.cancel}
        </Button>
        <Button
          type="submit"
          variant="primary"
          loading={saving}
          aria-disabled={jsonError ? true : undefined}
          disabledReason={texts.fixJsonBeforeSave}
        >
          {saving ? messages.common.saving : messages.common.saveChanges}
        </Button>
      </Inline>
    </Stack>
  );
}
