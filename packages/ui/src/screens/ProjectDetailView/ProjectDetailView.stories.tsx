import { DEFAULT_PROJECT_STATUSES, type ActivityTab } from '@siipro/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { waitForMapTiles } from '../../testing/maps';
import { sampleEntries } from '../ActivityFeed/ActivityFeed.samples';
import { sampleOrganizations, samplePrograms } from '../ProjectForm/ProjectForm.samples';
import { completeDetail, mapHrefOf, programDetail, programHrefOf } from '../ProjectSidePanel/ProjectSidePanel.samples';
import { ProjectDetailView, type ProjectDetailViewProps } from './ProjectDetailView';

const withOrganisation = [
  { label: 'Organismos', href: '/cenit-demo/organismos/lista' },
  { label: 'Ministerio de Infraestructura', href: '/cenit-demo/organismos/ministerio-de-infraestructura' },
  { label: 'Proyectos', href: '/cenit-demo/organismos/ministerio-de-infraestructura/proyectos/lista' },
  { label: completeDetail.slug },
];

const meta = {
  title: 'Pantallas/ProjectDetailView',
  component: ProjectDetailView,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A project's or program's page (portfolio.md §2.4-§2.6). Left, 8 of 12 columns: breadcrumb, title and " +
          'description edited inline (pencil "Editar"; a 409 keeps the typed text and offers "Recargar"), the ' +
          'status control, the Puntuación SIIPRO with its explanation, priority and executing area, then the ' +
          'activity feed. Right, 4 columns: the side panel (Clasificación, Detalles, Ubicación). One column on small ' +
          'screens. With `fieldsEdit` (issue 42) an editor edits every field in place: each side panel section and ' +
          "the score's inputs (beside the score) have their own Editar. " +
          'States: "Cargando datos...", an error with "Reintentar", "No se encontró el proyecto.". Without ' +
          'projects:edit (`canEdit` false) the page only reads: no pencil, no status menu, no composer, no upload.',
      },
    },
  },
  args: {
    state: 'loaded',
    errorMessage: null,
    onRetry: fn(),
    project: completeDetail,
    breadcrumbs: withOrganisation,
    canEdit: true,
    statuses: DEFAULT_PROJECT_STATUSES,
    statusBusy: false,
    onStatusChange: fn(),
    onSave: fn(async () => 'saved' as const),
    onReload: fn(),
    programHref: programHrefOf(completeDetail),
    mapHref: mapHrefOf(completeDetail),
    fieldsEdit: {
      onSave: fn(async () => null),
      onReload: fn(),
      programs: samplePrograms,
      organizations: sampleOrganizations,
    },
    activity: {
      tab: 'comments',
      onTabChange: fn(),
      entries: sampleEntries.comments,
      hasMore: false,
      onLoadMore: fn(),
      onComment: fn(async () => true),
      onUpload: fn(async () => true),
      onDownload: fn(),
    },
  },
  // The feed's tab is controlled: the story keeps it and shows the sample entries of each tab.
  render: function Render(args: ProjectDetailViewProps) {
    const [tab, setTab] = useState<ActivityTab>(args.activity.tab);
    return (
      <ProjectDetailView
        {...args}
        activity={{
          ...args.activity,
          tab,
          entries: sampleEntries[tab],
          onTabChange: (next) => {
            args.activity.onTabChange(next);
            setTab(next);
          },
        }}
      />
    );
  },
} satisfies Meta<typeof ProjectDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const breadcrumb = canvas.getByRole('navigation', { name: 'Migas de pan' });
    await expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Organismos', 'Ministerio de Infraestructura', 'Proyectos', completeDetail.slug]);
    await expect(canvas.getByRole('heading', { level: 1, name: completeDetail.name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Estado: / })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' })).toBeVisible();
    // Every other field has its "Editar" where it is read: beside the score and in each side panel section.
    for (const name of [
      'Editar datos de la puntuación',
      'Editar clasificación',
      'Editar detalles',
      'Editar ubicación',
    ]) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    // The header's (the side panel's Clasificación, which edits it, names it too).
    await expect(canvas.getAllByText('Área ejecutora')[0]!.nextElementSibling).toHaveTextContent(
      completeDetail.executingArea ?? '-',
    );
    await expect(canvas.getByRole('button', { name: 'Detalles' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Actividad' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Comentario' })).toBeVisible();

    // The feed's tabs reach the page.
    await userEvent.click(canvas.getByRole('tab', { name: 'Historia' }));
    await expect(args.activity.onTabChange).toHaveBeenCalledWith('history');
    await userEvent.click(canvas.getByRole('tab', { name: 'Comentarios' }));
    await waitForMapTiles(canvas.getByRole('group', { name: /^Mapa de ubicación/ }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Playground: Story = {};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: completeDetail.name })).toBeVisible();
    // A viewer reads: no pencil, no status menu, no composer, no upload.
    await expect(canvas.queryByRole('button', { name: 'Editar' })).toBeNull();
    // Not one field's "Editar" either, though the page was given the in-place edit.
    await expect(canvas.queryAllByRole('button', { name: /^Editar/ })).toEqual([]);
    await expect(canvas.queryByRole('combobox', { name: /^Estado/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Comentario' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Adjuntar archivo' })).toBeNull();
    // The score's explanation is for everyone.
    await expect(canvas.getByRole('button', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' })).toBeVisible();
    await waitForMapTiles(canvas.getByRole('group', { name: /^Mapa de ubicación/ }));
  },
};

export const Program: Story = {
  args: {
    project: programDetail,
    breadcrumbs: [{ label: 'Programas', href: '/cenit-demo/programas/lista' }, { label: programDetail.slug }],
    programHref: null,
    mapHref: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: programDetail.name })).toBeVisible();
    await expect(canvas.getByText('Sin coordenadas para mostrar el mapa')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', project: null, breadcrumbs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando datos...');
  },
};

export const LoadError: Story = {
  args: { state: 'error', errorMessage: 'No se pudo cargar el proyecto', project: null, breadcrumbs: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo cargar el proyecto');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NotFound: Story = {
  args: { state: 'notFound', project: null, breadcrumbs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No se encontró el proyecto.');
  },
};
