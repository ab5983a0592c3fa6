import { interpolate, messages, OPEN_DATA_FILES, openDataFields, type OpenDataFile } from '@siipro/domain';
import { useId } from 'react';
import { Stack } from '../../primitives/Stack';
import * as styles from './OpenDataView.css';

const texts = messages.publicPortal.openData;

export interface OpenDataViewProps {
  tenantName: string;
  /** Each file's address (the API's /public/{slug}/open-data/…): a plain link, no credentials needed. */
  downloads: Readonly<Record<OpenDataFile, string>>;
}

/**
 * The portal's "Datos abiertos" page (issue 45): the three downloads (CSV, xlsx, OC4IDS 0.9), what each column means
 * and which OC4IDS field carries it — domain's openDataFields, the same list the files are built from — and how the
 * OC4IDS package is put together.
 */
export function OpenDataView({ tenantName, downloads }: OpenDataViewProps) {
  const tableId = useId();
  return (
    <Stack space="6">
      <Stack space="2">
        <h1 className={styles.title}>{texts.title}</h1>
        <p className={styles.lead}>{interpolate(texts.description, { tenant: tenantName })}</p>
      </Stack>
      <Stack space="3" as="section" aria-labelledby={`${tableId}-descargas`}>
        <h2 id={`${tableId}-descargas`} className={styles.sectionTitle}>
          {texts.downloadsTitle}
        </h2>
        <ul className={styles.downloads}>
          {OPEN_DATA_FILES.map((file) => (
            <li key={file} className={styles.download}>
              <a href={downloads[file]} download className={styles.downloadLink}>
                {texts.downloads[file]}
              </a>
              <p className={styles.hint}>{texts.downloadHints[file]}</p>
            </li>
          ))}
        </ul>
      </Stack>
      <Stack space="3" as="section" aria-labelledby={`${tableId}-campos`}>
        <h2 id={`${tableId}-campos`} className={styles.sectionTitle}>
          {texts.fieldsTitle}
        </h2>
        <p className={styles.hint}>{texts.fieldsCaption}</p>
        {/* A description list, not a table: at 360 px each column reads as a block, nothing scrolls sideways. */}
        <dl className={styles.fields}>
          {openDataFields().map((field) => (
            <div key={field.key} className={styles.field}>
              <dt className={styles.fieldName}>{field.header}</dt>
              <dd className={styles.fieldMeaning}>{field.meaning}</dd>
              <dd className={styles.fieldOc4ids}>
                {texts.columns.oc4ids}:{' '}
                {field.oc4ids ? <code className={styles.code}>{field.oc4ids}</code> : texts.noOc4ids}
              </dd>
            </div>
          ))}
        </dl>
      </Stack>
      <Stack space="3" as="section" aria-labelledby={`${tableId}-oc4ids`}>
        <h2 id={`${tableId}-oc4ids`} className={styles.sectionTitle}>
          {texts.oc4idsTitle}
        </h2>
        <ul className={styles.rules}>
          {texts.oc4idsRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Stack>
    </Stack>
  );
}
