import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import {
  ACTIVITY_TAB_KINDS,
  ACTIVITY_TABS,
  checkDocument,
  COMMENT_MAX_LENGTH,
  DEFAULT_PROJECT_STATUSES,
  DOCUMENT_ACCEPT,
  DOCUMENT_HISTORY_FIELD,
  formatDateTimeAR,
  formatFileSize,
  interpolate,
  messages,
  statusLabel,
  type ActivityEntry,
  type ActivityKind,
  type ActivityTab,
  type ProjectStatusOption,
} from '@siipro/domain';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { Modal } from '../../patterns/Modal';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Glyph } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { Skeleton } from '../../primitives/Skeleton';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './ActivityFeed.css';

export interface ActivityFeedProps {
  tab: ActivityTab;
  onTabChange: (tab: ActivityTab) => void;
  /** The current tab's entries, newest first; undefined while they load. */
  entries: ActivityEntry[] | undefined;
  /** The tab's load error, shown in an alert. */
  error?: string | null;
  /** More entries exist: a "Ver más" button calls onLoadMore. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The next page is loading: "Ver más" shows a spinner and ignores clicks. */
  loadingMore?: boolean;
  /** False for a viewer: no composer and no upload button. */
  canWrite: boolean;
  /**
   * Saves a comment (already trimmed). Resolves true when saved (the composer is cleared) and false when not (the
   * text is kept; the page reports why). A rejection keeps the text and shows the error's message under the composer.
   */
  onComment: (text: string) => Promise<boolean>;
  /**
   * Uploads a document that passed the browser's check (domain's checkDocument). Resolves true when stored; a
   * rejection shows the error's message (the server's own text) under the upload button.
   */
  onUpload: (file: File) => Promise<boolean>;
  onDownload: (file: DocumentRef) => void;
  /**
   * Deletes a document, after the person confirmed it in a dialog; shown with canWrite only. Resolves once deleted
   * (the dialog closes, the page reloads the tab); a rejection keeps the dialog open with the error's message.
   * Without it the rows have no delete button.
   */
  onDeleteDocument?: (file: DocumentRef) => Promise<unknown>;
  /** The tenant's statuses, to show a status change by its labels; the six defaults when omitted. */
  statuses?: readonly ProjectStatusOption[];
}

/** A document as the feed hands it to its callbacks. */
export interface DocumentRef {
  documentId: string;
  name: string;
}

const texts = messages.activity;

const SKELETON_ROWS = 3;

function errorMessage(reason: unknown): string {
  return reason instanceof Error && reason.message ? reason.message : messages.errors.unexpected;
}

function authorName(entry: ActivityEntry): string {
  return entry.user?.name.trim() || texts.unknownUser;
}

/** Glyphs the kit's Icon set does not have (drawn by Glyph, with Icon's rules). */
const GLYPHS = {
  /** A page with a folded corner, for document rows. */
  file: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h6',
  /** An arrow into a tray. */
  download: 'M12 4v11M7 10l5 5 5-5M4 19h16',
  /** A paper clip, for the upload button. */
  attach: 'M20.5 11.5l-8.2 8.2a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8',
} as const;

function EntryTime({ value }: { value: string }) {
  return (
    <time className={styles.meta} dateTime={value}>
      {formatDateTimeAR(value)}
    </time>
  );
}

function CommentItem({ entry }: { entry: ActivityEntry }) {
  const name = authorName(entry);
  return (
    <li className={styles.entry}>
      <Avatar name={name} src={entry.user?.avatarUrl} size="sm" decorative />
      <div className={styles.entryBody}>
        <p className={styles.entryHeader}>
          <span className={styles.author}>{name}</span>
          <EntryTime value={entry.createdAt} />
        </p>
        <p className={styles.commentText}>{entry.text}</p>
      </div>
    </li>
  );
}

function DocumentItem({
  entry,
  onDownload,
  onDelete,
}: {
  entry: ActivityEntry;
  onDownload: ActivityFeedProps['onDownload'];
  /** Asks to delete the document (the feed confirms first); absent for those who may not. */
  onDelete?: (file: DocumentRef) => void;
}) {
  const file = entry.file!;
  return (
    <li className={[styles.entry, styles.documentRow].join(' ')}>
      <span className={styles.fileIcon}>
        <Glyph d={GLYPHS.file} />
      </span>
      <div className={styles.entryBody}>
        <span className={styles.fileName}>{file.name}</span>
        <span className={styles.meta}>
          {formatFileSize(file.size)} · {authorName(entry)} ·{' '}
          <time dateTime={entry.createdAt}>{formatDateTimeAR(entry.createdAt)}</time>
        </span>
      </div>
      <span className={styles.documentActions}>
        <IconButton
          label={interpolate(texts.download, { name: file.name })}
          icon={<Glyph d={GLYPHS.download} />}
          variant="secondary"
          size="sm"
          tooltipPlacement="left"
          onClick={() => onDownload({ documentId: file.documentId, name: file.name })}
        />
        {onDelete ? (
          <IconButton
            label={interpolate(texts.deleteDocument, { name: file.name })}
            icon={<Icon name="trash" />}
            variant="secondary"
            size="sm"
            tooltipPlacement="left"
            onClick={() => onDelete({ documentId: file.documentId, name: file.name })}
          />
        ) : null}
      </span>
    </li>
  );
}

/** One side of a field update; an empty value reads "(vacío)" and is never struck through. */
function ChangeValue({ value, className }: { value: string | null; className: string }) {
  return value?.trim() ? (
    <span className={className}>{value}</span>
  ) : (
    <span className={styles.emptyValue}>{texts.emptyValue}</span>
  );
}

/** The sentence of a history entry, and whether it shows a before → after (the project's life events do not). */
function historySentence(entry: ActivityEntry): { sentence: string; showsChange: boolean } {
  // A deleted document (issue 46): named in the sentence, no before → after.
  if (entry.field === DOCUMENT_HISTORY_FIELD && entry.to === null) {
    return { sentence: interpolate(texts.documentDeleted, { name: entry.from ?? '' }), showsChange: false };
  }
  const field = texts.fieldNames[entry.field ?? ''] ?? entry.field ?? '';
  switch (entry.kind) {
    case 'status_change':
      return { sentence: texts.statusChange, showsChange: true };
    case 'created':
    case 'archived':
    case 'restored':
      return { sentence: texts[entry.kind], showsChange: false };
    case 'imported':
      // An import that created the project names no field; one that changed a field shows it like an edit.
      return entry.field
        ? { sentence: interpolate(texts.importedField, { field }), showsChange: true }
        : { sentence: texts.imported, showsChange: false };
    default:
      return { sentence: interpolate(texts.fieldUpdate, { field }), showsChange: true };
  }
}

function HistoryItem({ entry, statuses }: { entry: ActivityEntry; statuses: readonly ProjectStatusOption[] }) {
  const name = authorName(entry);
  const isStatus = entry.kind === 'status_change' || entry.field === 'status';
  const { sentence, showsChange } = historySentence(entry);
  // A status is shown by the tenant's label; a missing one (a project created without it) reads "(vacío)".
  const from = isStatus && entry.from ? statusLabel(entry.from, statuses) : entry.from;
  const to = isStatus && entry.to ? statusLabel(entry.to, statuses) : entry.to;
  return (
    <li className={styles.entry}>
      <Avatar name={name} src={entry.user?.avatarUrl} size="sm" decorative />
      <div className={styles.entryBody}>
        <p className={styles.sentence}>
          <span className={styles.author}>{name}</span> {sentence}
        </p>
        {showsChange ? (
          <p className={styles.change} data-change="">
            <ChangeValue value={from} className={styles.before} />
            <span className={styles.arrow} aria-hidden="true">
              →
            </span>
            <span className={visuallyHidden}> {texts.changedTo} </span>
            <ChangeValue value={to} className={styles.after} />
          </p>
        ) : null}
        {isStatus && entry.text ? (
          <p className={styles.commentText}>{interpolate(texts.statusReason, { reason: entry.text })}</p>
        ) : null}
        <EntryTime value={entry.createdAt} />
      </div>
    </li>
  );
}

function Composer({ onComment }: { onComment: ActivityFeedProps['onComment'] }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Guards the same tick too: a second Enter before React re-renders must not send twice.
  const sendingRef = useRef(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const textareaId = useId();
  const quickRepliesId = useId();
  const trimmed = text.trim();

  const send = async () => {
    if (!trimmed || sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setFailure(null);
    try {
      if (await onComment(trimmed)) setText('');
    } catch (reason) {
      setFailure(errorMessage(reason));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an input method composes a word) writes a new line as usual.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const appendReply = (phrase: string) => {
    setText((current) => (current === '' || /\s$/.test(current) ? current + phrase : `${current} ${phrase}`));
    textareaRef.current?.focus();
  };

  return (
    <form className={styles.composer} onSubmit={handleSubmit}>
      <label htmlFor={textareaId} className={visuallyHidden}>
        {texts.commentLabel}
      </label>
      <textarea
        ref={textareaRef}
        id={textareaId}
        className={styles.textarea}
        rows={3}
        placeholder={texts.commentPlaceholder}
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        // Read-only rather than disabled while sending, so focus stays in the field.
        readOnly={sending}
        aria-busy={sending || undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <div className={styles.quickReplies} role="group" aria-labelledby={quickRepliesId}>
        <span id={quickRepliesId} className={styles.quickRepliesLabel}>
          {texts.quickRepliesLabel}
        </span>
        {texts.quickReplies.map((phrase) => (
          <Button
            key={phrase}
            variant="secondary"
            size="sm"
            disabled={sending}
            disabledReason={messages.common.sending}
            onClick={() => appendReply(phrase)}
          >
            {phrase}
          </Button>
        ))}
      </div>
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      ) : null}
      <div className={styles.composerActions}>
        <Button
          type="submit"
          variant="primary"
          loading={sending}
          disabled={!trimmed && !sending}
          disabledReason={texts.sendUnavailable}
        >
          {texts.send}
        </Button>
      </div>
    </form>
  );
}

function Uploader({ onUpload }: { onUpload: ActivityFeedProps['onUpload'] }) {
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again fires another change.
    input.value = '';
    if (!file || uploading) return;
    setFailure(null);
    // The API's own check, with its message, before any byte is sent.
    const check = checkDocument({ name: file.name, size: file.size });
    if (!check.ok) {
      setFailure(check.message);
      return;
    }
    setUploading(true);
    try {
      await onUpload(file);
    } catch (reason) {
      setFailure(errorMessage(reason));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.uploader}>
      <input
        ref={inputRef}
        type="file"
        accept={DOCUMENT_ACCEPT}
        hidden
        onChange={(event) => void handleChange(event)}
      />
      <Button
        variant="secondary"
        icon={<Glyph d={GLYPHS.attach} />}
        loading={uploading}
        onClick={() => inputRef.current?.click()}
      >
        {uploading ? texts.uploading : texts.attach}
      </Button>
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/** Asks before deleting a document; the deletion's failure is shown here, and the dialog stays for another try. */
function DeleteDocumentDialog({
  file,
  open,
  onClose,
  onDelete,
  focusAfterDelete,
}: {
  /** The document asked about; kept while the dialog closes, so its title does not change meanwhile. */
  file: DocumentRef | null;
  open: boolean;
  onClose: () => void;
  onDelete: NonNullable<ActivityFeedProps['onDeleteDocument']>;
  /** Where focus goes once the document is deleted: its row, and the button that opened the dialog, are gone. */
  focusAfterDelete: RefObject<HTMLElement | null>;
}) {
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (deleting) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!file || !open || deleting) return;
    setDeleting(true);
    setFailure(null);
    try {
      await onDelete(file);
      setDeleted(true);
      onClose();
    } catch (reason) {
      setFailure(errorMessage(reason));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      size="sm"
      title={interpolate(texts.deleteTitle, { name: file?.name ?? '' })}
      finalFocus={deleted ? focusAfterDelete : undefined}
      description={texts.deleteDescription}
      footer={
        <>
          <Button variant="secondary" disabled={deleting} onClick={close}>
            {messages.common.cancel}
          </Button>
          <Button variant="danger" loading={deleting} onClick={() => void confirm()}>
            {texts.deleteConfirm}
          </Button>
        </>
      }
    >
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}

function LoadingRows() {
  return (
    <div aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <div key={row} className={styles.skeletonRow} data-skeleton-row="">
          <Skeleton variant="circle" width="2rem" />
          <div className={styles.skeletonBody}>
            <Skeleton width={['40%', '55%', '32%'][row]} />
            <Skeleton lines={2} />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The project's activity (portfolio.md §2.6): tabs Comentarios, Documentación and Historia. Comments come with a
 * composer (Enter sends the trimmed text, Shift+Enter writes a new line, quick replies append a phrase); documents
 * are rows with size, uploader, date, a download button and (for those who may write) a delete button behind a
 * confirmation, and are uploaded from their tab after the same check the API makes; history shows every change as
 * "before → after", and a deleted document by its name. Pure UI: the page
 * loads each tab's entries and makes the calls.
 */
export function ActivityFeed({
  tab,
  onTabChange,
  entries,
  error,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  canWrite,
  onComment,
  onUpload,
  onDownload,
  onDeleteDocument,
  statuses = DEFAULT_PROJECT_STATUSES,
}: ActivityFeedProps) {
  const [pendingDelete, setPendingDelete] = useState<{ file: DocumentRef | null; open: boolean }>({
    file: null,
    open: false,
  });
  const canDelete = canWrite && onDeleteDocument !== undefined;
  // Where focus goes once a document is deleted (its row and the button that opened the dialog are gone): the tab.
  const documentsTabRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const tabId = (value: ActivityTab) => `${baseId}-tab-${value}`;
  const tabOf = (id: string | null | undefined) => ACTIVITY_TABS.find((value) => tabId(value) === id);

  const kinds: readonly ActivityKind[] = ACTIVITY_TAB_KINDS[tab];
  const shown = entries?.filter(
    (entry) => kinds.includes(entry.kind) && (entry.kind !== 'file_upload' || entry.file !== null),
  );
  const loading = shown === undefined && !error;

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {texts.title}
      </h2>
      <TabProvider
        selectedId={tabId(tab)}
        setSelectedId={(id) => {
          const next = tabOf(id);
          if (next && next !== tab) onTabChange(next);
        }}
      >
        <TabList className={styles.tabList} aria-labelledby={titleId}>
          {ACTIVITY_TABS.map((value) => (
            <Tab
              key={value}
              ref={value === 'documents' ? documentsTabRef : undefined}
              id={tabId(value)}
              className={styles.tab}
            >
              {texts.tabs[value]}
            </Tab>
          ))}
        </TabList>
        <TabPanel tabId={tabId(tab)} className={styles.panel} aria-busy={loading || undefined}>
          {/* Kept mounted (hidden) on the other tabs, so a draft or an upload in flight survives a look elsewhere. */}
          {canWrite ? (
            <div hidden={tab !== 'comments'}>
              <Composer onComment={onComment} />
            </div>
          ) : null}
          {canWrite ? (
            <div hidden={tab !== 'documents'}>
              <Uploader onUpload={onUpload} />
            </div>
          ) : null}
          {error ? (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          ) : null}
          {loading ? <LoadingRows /> : null}
          {shown && shown.length === 0 && !error ? <p className={styles.empty}>{texts.empty[tab]}</p> : null}
          {shown && shown.length > 0 ? (
            <ul className={styles.list}>
              {shown.map((entry) =>
                tab === 'comments' ? (
                  <CommentItem key={entry.id} entry={entry} />
                ) : tab === 'documents' ? (
                  <DocumentItem
                    key={entry.id}
                    entry={entry}
                    onDownload={onDownload}
                    onDelete={canDelete ? (file) => setPendingDelete({ file, open: true }) : undefined}
                  />
                ) : (
                  <HistoryItem key={entry.id} entry={entry} statuses={statuses} />
                ),
              )}
            </ul>
          ) : null}
          {hasMore && shown && shown.length > 0 && onLoadMore ? (
            <Button variant="secondary" className={styles.loadMore} loading={loadingMore} onClick={onLoadMore}>
              {messages.common.seeMore}
            </Button>
          ) : null}
        </TabPanel>
      </TabProvider>
      {canDelete ? (
        <DeleteDocumentDialog
          // A dialog of its own per document: no failure of another one's deletion shows in it.
          key={pendingDelete.file?.documentId}
          file={pendingDelete.file}
          open={pendingDelete.open}
          onClose={() => setPendingDelete((pending) => ({ ...pending, open: false }))}
          onDelete={onDeleteDocument}
          focusAfterDelete={documentsTabRef}
        />
      ) : null}
    </section>
  );
}
