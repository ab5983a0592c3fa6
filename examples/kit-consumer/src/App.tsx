// The app: a top bar with its own links, a sortable and paged table of works, a request form in a modal, and an
// "Acerca de" page, all from the kit's entries (each brings its own CSS).
import { useId, useState, version, type FormEvent } from 'react';
import { useLinkNavigation } from '@siipro/ui';
import { vars } from '@siipro/ui/themes';
import { Button } from '@siipro/ui/primitives/Button';
import { FieldError } from '@siipro/ui/primitives/FieldError';
import { Inline } from '@siipro/ui/primitives/Inline';
import { Stack } from '@siipro/ui/primitives/Stack';
import { AppShell } from '@siipro/ui/patterns/AppShell';
import { Breadcrumbs } from '@siipro/ui/patterns/Breadcrumbs';
import { DataCell, DataRow, DataTable } from '@siipro/ui/patterns/DataTable';
import { Modal } from '@siipro/ui/patterns/Modal';
import { Pagination } from '@siipro/ui/patterns/Pagination';
import { SortableTableHead } from '@siipro/ui/patterns/SortableTableHead';
import { ScoreBadge } from '@siipro/ui/screens/ScoreBadge';
import { StatusPill } from '@siipro/ui/screens/StatusPill';
import { LIBRARY_WORKS, type LibraryWork } from './libraries';
import { usePath } from './router';

const PAGE_SIZE = 5;

type SortField = 'library' | 'province' | 'score';
type Sort = { field: SortField; direction: 'asc' | 'desc' };

const COLUMNS = [
  { id: 'library', label: 'Biblioteca', sortField: 'library' as const },
  { id: 'province', label: 'Provincia', sortField: 'province' as const },
  { id: 'status', label: 'Estado' },
  { id: 'score', label: 'Puntaje', sortField: 'score' as const, align: 'end' as const },
];

function sortWorks(works: readonly LibraryWork[], { field, direction }: Sort): LibraryWork[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...works].sort((a, b) => {
    const order = field === 'score' ? a.score - b.score : a[field].localeCompare(b[field], 'es');
    return sign * order;
  });
}

function TopBar() {
  const { linkProps } = useLinkNavigation();
  const path = usePath();
  const link = (to: string, label: string) => (
    <a {...linkProps(to)} aria-current={path === to ? 'page' : undefined} style={{ color: vars.color.primary }}>
      {label}
    </a>
  );
  return (
    <div style={{ padding: vars.space['4'], background: vars.color.surface }}>
      <Inline space="6" alignY="center">
        <strong style={{ fontFamily: vars.font.heading }}>Bibliotecas Populares</strong>
        <nav aria-label="Secciones">
          <Inline space="4">
            {link('/', 'Obras')}
            {link('/acerca', 'Acerca de')}
          </Inline>
        </nav>
      </Inline>
    </div>
  );
}

function RequestForm({ onDone }: { onDone: (library: string) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState(false);
  const ids = { field: useId(), error: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(true);
      return;
    }
    onDone(name.trim());
  };
  return (
    <form id="solicitud" onSubmit={submit} noValidate>
      <Stack space="2">
        <label htmlFor={ids.field}>Nombre de la biblioteca</label>
        <input
          id={ids.field}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error || undefined}
          aria-describedby={error ? ids.error : undefined}
        />
        {error ? (
          <FieldError id={ids.error} announce>
            Escribí el nombre de la biblioteca.
          </FieldError>
        ) : null}
      </Stack>
    </form>
  );
}

function WorksPage() {
  const [sort, setSort] = useState<Sort>({ field: 'library', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [requesting, setRequesting] = useState(false);
  const [requested, setRequested] = useState<string | null>(null);
  const sorted = sortWorks(LIBRARY_WORKS, sort);
  const totalPages = Math.ceil(sorted.length / PAGE_SIZE);
  const rows = sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const changeSort = (field: SortField) => {
    setSort((current) =>
      current.field === field
        ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { field, direction: 'asc' },
    );
    setPage(1);
  };

  return (
    <Stack space="4">
      <Breadcrumbs items={[{ label: 'Obras' }]} />
      <Inline space="4" alignY="center" align="between">
        <h1>Obras en bibliotecas populares</h1>
        <Button onClick={() => setRequesting(true)}>Solicitar una obra</Button>
      </Inline>
      {requested ? <p role="status">Recibimos la solicitud de {requested}.</p> : null}
      <DataTable
        caption="Obras en bibliotecas populares"
        head={<SortableTableHead columns={COLUMNS} sort={sort} onSortChange={changeSort} />}
        minWidth="40rem"
      >
        {rows.map((work) => (
          <DataRow key={work.id}>
            <DataCell>{work.library}</DataCell>
            <DataCell>{work.province}</DataCell>
            <DataCell>
              <StatusPill status={work.status} />
            </DataCell>
            <DataCell end>
              <ScoreBadge score={work.score} />
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
      <Pagination page={page} totalPages={totalPages} total={sorted.length} onPageChange={setPage} />
      <Modal
        open={requesting}
        onClose={() => setRequesting(false)}
        title="Solicitar una obra"
        description="Contanos qué biblioteca necesita la obra."
        footer={
          <Inline space="2">
            <Button variant="secondary" onClick={() => setRequesting(false)}>
              Cancelar
            </Button>
            <Button type="submit" form="solicitud">
              Enviar solicitud
            </Button>
          </Inline>
        }
      >
        <RequestForm
          onDone={(library) => {
            setRequested(library);
            setRequesting(false);
          }}
        />
      </Modal>
    </Stack>
  );
}

function AboutPage() {
  return (
    <Stack space="4">
      <Breadcrumbs items={[{ label: 'Obras', href: '/' }, { label: 'Acerca de' }]} />
      <h1>Acerca de</h1>
      <p>Registro de las obras de refacción de las bibliotecas populares del país.</p>
    </Stack>
  );
}

export function App() {
  const path = usePath();
  return (
    <AppShell topNav={<TopBar />}>
      {path === '/acerca' ? <AboutPage /> : <WorksPage />}
      <p style={{ color: vars.color.textMuted, fontSize: vars.fontSize.sm }}>Hecho con React {version}</p>
    </AppShell>
  );
}
