import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  demoProjectsByTenant,
  generateMapPoints,
  mapPointsOf,
  mapProjectPopupOf,
  paths,
  projectOfMapKey,
  projectStatusesFromConfig,
  demoTenants,
  type MapPoints,
  type MapProjectPopup,
  type MapView,
} from '@siipro/domain';
import { waitForMapTiles } from '../../testing/maps';
import { ProjectsMap, type ProjectsMapProps } from './ProjectsMap';
import { MeasureHarness } from './ProjectsMap.measure';

// --- Data: the demo tenant's projects (293 with coordinates), and generated national portfolios.

const TENANT = 'cenit-demo';
const projects = demoProjectsByTenant[TENANT];
const demoPoints = mapPointsOf(projects);
const statuses = projectStatusesFromConfig(demoTenants.find((tenant) => tenant.slug === TENANT)?.configJson);

/** A project of Córdoba city, the one the popup stories open (the first of the demo's there). */
const cordoba = projects.find(
  (project) =>
    project.latitude !== null &&
    project.longitude !== null &&
    Math.abs(project.latitude + 31.42) < 0.2 &&
    Math.abs(project.longitude + 64.18) < 0.2,
)!;
const cordobaKey = String(projects.indexOf(cordoba) + 1);

/** The demo project a key of `demoPoints` names. */
const demoPopupOf = (key: string): MapProjectPopup => mapProjectPopupOf(projectOfMapKey(projects, key)!);

/** Generated points (keys 1, 2, …) have no project: a plausible popup made from the key. */
const generatedPopupOf = (key: string): MapProjectPopup => ({
  projectId: `generado-${key}`,
  type: 'proyecto',
  name: `Proyecto de la cartera nacional ${key}`,
  slug: `proyecto-cartera-nacional-${key}`,
  score: null,
  status: 'Identificado',
  priority: null,
  area: null,
  organizations: [{ name: 'Ministerio de Infraestructura', slug: 'ministerio-de-infraestructura' }],
});

/** Answers like the API: a short wait, then the project's popup. */
const loadPopup = (key: string) =>
  new Promise<MapProjectPopup>((resolve) => setTimeout(() => resolve(demoPopupOf(key)), 50));

const projectHref = (popup: MapProjectPopup) =>
  paths.project(TENANT, { slug: popup.slug, type: popup.type, organizationSlug: popup.organizations[0]?.slug });

const many = generateMapPoints({ count: 20_000, seed: 2026 });

const EMPTY: MapPoints = mapPointsOf([]);
/** Córdoba city at a street zoom: single markers, each with its colour. */
const CORDOBA: MapView = { lat: -31.415, lng: -64.19, zoom: 12 };

// --- Helpers for play functions.

/** The map, once its tiles have loaded and it shows what it draws ("N proyectos en el mapa"). */
async function mapReady(canvasElement: HTMLElement, count?: string): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const map = canvas.getByRole('group', { name: 'Mapa de proyectos' });
  const text = await canvas.findByText(count ?? /proyectos? en el mapa$/, {}, { timeout: 10_000 });
  await expect(text).toBeVisible();
  await waitForMapTiles(map);
  return map;
}

const items = (map: HTMLElement) => Array.from(map.querySelectorAll<HTMLButtonElement>('[data-item]'));
const active = () => document.activeElement as HTMLElement | null;

const meta = {
  title: 'Pantallas/ProjectsMap',
  component: ProjectsMap,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The projects map (portfolio.md §2.9, issue 16), full screen under the top bar in the web app. Markers of ',
          '30 px (blue; purple when selected; by score band or priority with a legend bar), grouped by supercluster ',
          'in a Web Worker: only the groups and markers in view are drawn, each group with its count; opening a ',
          'group zooms to where it splits. "Capas" at the bottom left chooses IGN Argenmap or OpenStreetMap and the ',
          'colouring (controlled with `onBaseLayerChange`/`onColouringChange`, the web keeps them in preferences). ',
          'A marker opens a popup whose data comes from `loadPopup(key)`; "Ver Detalle" is disabled without ',
          'organisations. Without a position the map fits all markers with 40 px padding; `onMove(center, zoom)` ',
          'reports every move.\n\n',
          '**Keyboard**: one tab stop into the markers, arrow keys move to the item drawn that way, Enter opens a ',
          'group (zoom in) or a popup, Escape closes it. "{N} proyectos en el mapa" tells what is in view, and a ',
          'visually hidden list names every group and marker in view.\n\n',
          '**Performance marks** (for `pnpm bench:map`): `siipro:map:index-build` (a measure from sending the ',
          'points to the index being ready; `detail.workerMs` is the build time inside the worker, `detail.points` ',
          'the count) and `siipro:map:index-built` (a mark when it is ready, same detail); ',
          '`siipro:map:markers-drawn` (a mark when the markers of a new clustering answer are first committed). With ',
          '`measureFrames`: `siipro:map:frame` (a mark at every commit of the markers layer, `detail.drawn` items ',
          "drawn; the time from an input event to the next mark is that frame's main-thread work) and ",
          '`siipro:map:query` (a measure per clustering query, `detail.workerMs`). The story "Performance" reads them.',
          '\n\nTiles come from `MapTilesProvider` (local images in Storybook: nothing reaches the internet).',
        ].join(''),
      },
    },
  },
  args: {
    points: demoPoints,
    loadPopup,
    projectHref,
    statuses,
    height: 600,
    onMove: fn(),
    onBaseLayerChange: fn(),
    onColouringChange: fn(),
  },
} satisfies Meta<typeof ProjectsMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement }) => {
    // Fitted to every marker: all the demo's projects are in view.
    const map = await mapReady(canvasElement, `${demoPoints.count} proyectos en el mapa`);
    const drawn = items(map);
    await expect(drawn.length).toBeGreaterThan(0);
    // Groups stand for several projects; the drawn items add up to every project.
    const groups = drawn.filter((item) => item.getAttribute('data-item')!.startsWith('c'));
    await expect(groups.length).toBeGreaterThan(0);
    await expect(groups[0]).toHaveAccessibleName(/^Grupo de \d+ proyectos$/);
    // One tab stop: exactly one item is tabbable.
    await expect(drawn.filter((item) => item.tabIndex === 0)).toHaveLength(1);
    // No legend in Básico; the layer control and the tiles' credits are there.
    await expect(within(canvasElement).queryByRole('group', { name: 'Puntaje SIIPRO' })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Capas' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(canvasElement).getByRole('link', { name: '© Instituto Geográfico Nacional' })).toBeVisible();
  },
};

export const Playground: Story = {
  // Its look is another story's (the play function shows the behaviour): axe, no screenshot.
  tags: ['no-screenshot'],
  args: { colouring: 'default', baseLayer: 'ign-ar', loading: false, error: false },
  argTypes: {
    colouring: { control: 'inline-radio', options: ['default', 'score', 'priority'] },
    baseLayer: { control: 'inline-radio', options: ['ign-ar', 'osm'] },
    points: { control: false },
  },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
  },
};

export const Loading: Story = {
  args: { points: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando proyectos...');
    await expect(canvas.getByRole('group', { name: 'Mapa de proyectos' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(/proyectos en el mapa/)).toBeNull();
    // The base map waits for the points it will fit: no tile is drawn that would then have to move.
    await expect(canvasElement.querySelector('.pigeon-tiles')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { points: null, error: true },
  play: async ({ canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error al cargar proyectos para el mapa');
  },
};

export const Empty: Story = {
  args: { points: EMPTY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByText('No hay proyectos disponibles')).toBeVisible();
    await expect(canvas.getByText('0 proyectos en el mapa')).toBeVisible();
    // The tenant's (or the fallback) centre: no markers to fit.
    await expect(canvasElement.querySelectorAll('[data-item]')).toHaveLength(0);
  },
};

export const ScoreColouring: Story = {
  args: { colouring: 'score', defaultPosition: CORDOBA },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await mapReady(canvasElement);
    const legend = canvas.getByRole('group', { name: 'Puntaje SIIPRO' });
    for (const text of ['Crítico 0-39', 'Débil 40-59', 'Bueno 60-79', 'Excelente 80-100', 'Sin puntuación']) {
      await expect(within(legend).getByText(text)).toBeVisible();
    }
    // Each marker takes its band's colour.
    const tones = new Set(items(map).map((item) => item.querySelector('svg')?.getAttribute('data-tone')));
    tones.delete(undefined);
    await expect([...tones].every((tone) => ['red', 'orange', 'yellow', 'green', 'grey'].includes(tone!))).toBe(true);
    await expect(tones.size).toBeGreaterThan(1);
  },
};

export const PriorityColouring: Story = {
  args: { colouring: 'priority', defaultPosition: CORDOBA },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await mapReady(canvasElement);
    const legend = canvas.getByRole('group', { name: 'Prioridad' });
    for (const text of ['Alta', 'Media', 'Baja', 'Sin prioridad'])
      await expect(within(legend).getByText(text)).toBeVisible();
    const tones = new Set(items(map).map((item) => item.querySelector('svg')?.getAttribute('data-tone')));
    tones.delete(undefined);
    await expect([...tones].every((tone) => ['red', 'orange', 'green', 'blue'].includes(tone!))).toBe(true);
  },
};

export const PopupOpen: Story = {
  tags: ['responsive'],
  args: {
    defaultPosition: { lat: cordoba.latitude!, lng: cordoba.longitude!, zoom: 13 },
    defaultOpenKey: cordobaKey,
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await mapReady(canvasElement);
    const popup = await canvas.findByRole('dialog', { name: cordoba.name });
    await expect(within(popup).getByText(cordoba.slug)).toBeVisible();
    await expect(within(popup).getByText('Puntuación')).toBeVisible();
    await expect(within(popup).getByText('Estado')).toBeVisible();
    await expect(within(popup).getByText(cordoba.status)).toBeVisible();
    await expect(within(popup).getByText('Prioridad')).toBeVisible();
    await expect(within(popup).getByText('Área')).toBeVisible();
    await expect(popup.getBoundingClientRect().width).toBeGreaterThanOrEqual(250);
    // The selected marker is purple and names the project now that its popup brought the name.
    const marker = canvas.getByRole('button', { expanded: true });
    await expect(marker.querySelector('svg')).toHaveAttribute('data-tone', 'purple');
    await expect(marker).toHaveAccessibleName(new RegExp(`^${cordoba.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`));
    // The popup is shown whole inside the map.
    const frame = canvas.getByRole('group', { name: 'Mapa de proyectos' }).getBoundingClientRect();
    await waitFor(() => {
      const box = popup.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(frame.top);
      expect(box.left).toBeGreaterThanOrEqual(frame.left);
      expect(box.right).toBeLessThanOrEqual(frame.right);
    });
    const detail = within(popup).getByRole('button', { name: 'Ver Detalle' });
    await expect(detail).toBeEnabled();
    await userEvent.click(detail);
    await expect(loaded.navigate).toHaveBeenCalledWith(projectHref(mapProjectPopupOf(cordoba)));
    detail.blur();
  },
};

export const PopupWithoutOrganisations: Story = {
  args: {
    defaultPosition: { lat: cordoba.latitude!, lng: cordoba.longitude!, zoom: 13 },
    defaultOpenKey: cordobaKey,
    loadPopup: async (key: string) => ({ ...demoPopupOf(key), organizations: [] }),
  },
  play: async ({ canvasElement }) => {
    const popup = await within(canvasElement).findByRole('dialog', { name: cordoba.name });
    const detail = within(popup).getByRole('button', { name: 'Ver Detalle' });
    await expect(detail).toHaveAttribute('aria-disabled', 'true');
    await expect(detail).toHaveAccessibleDescription(
      'Este proyecto no tiene organismo asignado, así que no tiene página para abrir.',
    );
  },
};

export const PopupLoading: Story = {
  args: {
    defaultPosition: { lat: cordoba.latitude!, lng: cordoba.longitude!, zoom: 13 },
    defaultOpenKey: cordobaKey,
    loadPopup: () => new Promise<MapProjectPopup>(() => undefined),
  },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const popup = within(canvasElement).getByRole('dialog', { name: 'Proyecto' });
    await expect(within(popup).getByRole('status')).toHaveTextContent('Cargando...');
  },
};

// A popup opened at the map's top edge while its details load: the map moves once to show it whole (a new "loading"
// state on every render once made it measure and move again until React stopped it).
export const PopupLoadingAtTheTop: Story = {
  // Its look is PopupLoading's (the play function shows the behaviour): axe, no screenshot.
  tags: ['no-screenshot'],
  args: {
    defaultPosition: { lat: cordoba.latitude! - 0.038, lng: cordoba.longitude!, zoom: 13 },
    defaultOpenKey: cordobaKey,
    loadPopup: () => new Promise<MapProjectPopup>(() => undefined),
  },
  // The map animates its moves here, as for a person without reduced motion (the visual runner asks for reduced
  // motion, under which the move lands at once and hid the loop).
  beforeEach: () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion')
        ? { ...matchMedia.call(window, query), matches: false }
        : matchMedia.call(window, query);
    return () => {
      window.matchMedia = matchMedia;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapReady(canvasElement);
    const popup = canvas.getByRole('dialog', { name: 'Proyecto' });
    const frame = canvas.getByRole('group', { name: 'Mapa de proyectos' }).getBoundingClientRect();
    await waitFor(() => expect(popup.getBoundingClientRect().top).toBeGreaterThanOrEqual(frame.top));
    await expect(within(popup).getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const PopupError: Story = {
  args: {
    defaultPosition: { lat: cordoba.latitude!, lng: cordoba.longitude!, zoom: 13 },
    defaultOpenKey: cordobaKey,
    loadPopup: () => Promise.reject(new Error('500')),
  },
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement);
    const popup = within(canvasElement).getByRole('dialog', { name: 'Proyecto' });
    await expect(await within(popup).findByRole('alert')).toHaveTextContent('No se pudo cargar el proyecto');
    await expect(within(popup).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

export const LayerControl: Story = {
  // Its look is another story's (the play function shows the behaviour): axe, no screenshot.
  tags: ['no-screenshot'],
  args: { defaultPosition: CORDOBA },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = await mapReady(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Capas' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('group', { name: 'Capas' });
    await expect(within(panel).getByRole('radio', { name: 'IGN Argenmap' })).toBeChecked();
    await expect(within(panel).getByRole('radio', { name: 'Básico' })).toBeChecked();

    await userEvent.click(within(panel).getByRole('radio', { name: 'OpenStreetMap' }));
    await expect(args.onBaseLayerChange).toHaveBeenCalledWith('osm');
    await waitFor(() => expect(map.querySelector('.pigeon-tiles img')).toHaveAttribute('src', '/map-tiles/osm.png'));
    await expect(canvas.queryByRole('link', { name: '© Instituto Geográfico Nacional' })).toBeNull();

    await userEvent.click(within(panel).getByRole('radio', { name: 'Prioridad' }));
    await expect(args.onColouringChange).toHaveBeenCalledWith('priority');
    await expect(canvas.getByRole('group', { name: 'Prioridad' })).toBeVisible();

    // Escape closes the panel and gives the focus back to its button.
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await waitForMapTiles(map);
  },
};

export const LayersOpen: Story = {
  tags: ['responsive'],
  args: { defaultLayersOpen: true, colouring: 'score', defaultPosition: CORDOBA },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapReady(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Puntaje SIIPRO' })).toBeChecked();
  },
};

export const ManyPointsClustered: Story = {
  tags: ['responsive'],
  args: { points: many, loadPopup: async (key: string) => generatedPopupOf(key) },
  play: async ({ canvasElement }) => {
    // 20,000 projects fitted: all in view, drawn as a few dozen groups.
    const map = await mapReady(canvasElement, '20.000 proyectos en el mapa');
    const drawn = items(map);
    await expect(drawn.length).toBeLessThan(150);
    const total = drawn.reduce((sum, item) => {
      const label = item.getAttribute('aria-label')!;
      const group = /^Grupo de ([\d.]+) proyectos$/.exec(label);
      return sum + (group ? Number(group[1]!.replace(/\./g, '')) : 1);
    }, 0);
    await expect(total).toBe(20_000);
    // The screen readers' list names every drawn item.
    const list = within(canvasElement).getByRole('list', { name: 'Proyectos en la vista del mapa' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(drawn.length);
  },
};

export const KeyboardClusters: Story = {
  // Its look is another story's (the play function shows the behaviour): axe, no screenshot.
  tags: ['no-screenshot'],
  args: { points: many, loadPopup: async (key: string) => generatedPopupOf(key) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = await mapReady(canvasElement, '20.000 proyectos en el mapa');
    // One tab stop into the map: the focus lands on a group.
    await userEvent.tab();
    const first = active()!;
    await expect(first).toHaveAttribute('data-item');
    await expect(first).toHaveAccessibleName(/^Grupo de /);
    // Arrow keys move between drawn items (some direction always has one).
    let moved = false;
    for (const key of ['{ArrowRight}', '{ArrowDown}', '{ArrowLeft}', '{ArrowUp}']) {
      await userEvent.keyboard(key);
      if (active() !== first) {
        moved = true;
        break;
      }
    }
    await expect(moved).toBe(true);
    await expect(active()).toHaveAttribute('data-item');
    // Enter opens a group: the map zooms in to where it splits, and the focus stays on the map's items.
    const group = items(map).find((item) => item.getAttribute('data-item')!.startsWith('c'))!;
    group.focus();
    const id = group.getAttribute('data-item');
    const before = (args.onMove as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(map.querySelector(`[data-item="${id}"]`)).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect((args.onMove as ReturnType<typeof fn>).mock.calls.length).toBeGreaterThan(before));
    const zoom = (args.onMove as ReturnType<typeof fn>).mock.lastCall![1] as number;
    await expect(zoom).toBeGreaterThan(4);
    await waitFor(() => expect(active()).toHaveAttribute('data-item'));
    // Tab leaves the map (no trap): the next stop is the zoom control.
    await userEvent.tab();
    await expect(active()).toBe(canvas.getByRole('button', { name: 'Acercar' }));
    await userEvent.tab({ shift: true });
    await expect(active()).toHaveAttribute('data-item');
    await waitForMapTiles(map);
  },
};

export const KeyboardPopup: Story = {
  // Its look is another story's (the play function shows the behaviour): axe, no screenshot.
  tags: ['no-screenshot'],
  args: { defaultPosition: { lat: cordoba.latitude!, lng: cordoba.longitude!, zoom: 14 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await mapReady(canvasElement);
    await userEvent.tab();
    // Move to a single project (a marker), whichever way it lies.
    for (let step = 0; step < 12 && !active()?.getAttribute('data-item')?.startsWith('p'); step++) {
      await userEvent.keyboard(['{ArrowRight}', '{ArrowDown}', '{ArrowLeft}', '{ArrowUp}'][step % 4]!);
    }
    const marker = active()!;
    await expect(marker.getAttribute('data-item')).toMatch(/^p/);
    await expect(marker).toHaveAccessibleName(/^Proyecto en estado .+\. (Prioridad: \w+|Sin prioridad asignada)\. /);
    await expect(marker).toHaveAttribute('aria-expanded', 'false');
    // Enter opens its popup; the marker turns purple; Tab goes into the popup.
    await userEvent.keyboard('{Enter}');
    await expect(marker).toHaveAttribute('aria-expanded', 'true');
    const popup = await canvas.findByRole('dialog');
    await within(popup).findByRole('button', { name: 'Ver Detalle' });
    await expect(marker.querySelector('svg')).toHaveAttribute('data-tone', 'purple');
    await userEvent.tab();
    await expect(active()).toBe(within(popup).getByRole('button', { name: 'Cerrar' }));
    // Escape closes it and gives the focus back to the marker.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const again = map.querySelector<HTMLElement>(`[data-item="${marker.getAttribute('data-item')}"]`)!;
    await expect(again).toHaveFocus();
    await expect(again).toHaveAttribute('aria-expanded', 'false');
    await waitForMapTiles(map);
  },
};

/**
 * At the closest zoom «Acercar» does nothing and says why (issue 43: a disabled button says why): it keeps its tab stop
 * (aria-disabled), its title and description give the reason, and a click moves nothing; «Alejar» still zooms out.
 */
export const ZoomLimitSaysWhy: Story = {
  // Its look is another story's (the play function shows the behaviour): axe, no screenshot.
  tags: ['no-screenshot'],
  render: (args) => <ControlledHarness {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onMove = args.onMove as ReturnType<typeof fn>;
    await mapReady(canvasElement);
    const zoomIn = canvas.getByRole('button', { name: 'Acercar' });
    const zoomOut = canvas.getByRole('button', { name: 'Alejar' });
    // From 12 up to the closest zoom, 18, one press at a time.
    for (let zoom = 13; zoom <= 18; zoom++) {
      await userEvent.click(zoomIn);
      await waitFor(() => expect(canvas.getByTestId('position')).toHaveTextContent(`,${zoom}z`));
    }
    await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    await expect(zoomIn).toHaveAccessibleDescription('Ya estás en el acercamiento máximo.');
    await expect(zoomIn).toHaveAttribute('title', 'Acercar: Ya estás en el acercamiento máximo.');
    await expect(zoomOut).not.toHaveAttribute('aria-disabled');
    // Its title only repeats its name: no reason.
    await expect(zoomOut).toHaveAccessibleDescription('Alejar');
    const moves = onMove.mock.calls.length;
    await userEvent.click(zoomIn);
    await expect(onMove).toHaveBeenCalledTimes(moves);
    await expect(zoomIn).toHaveFocus();
    await userEvent.click(zoomOut);
    await waitFor(() => expect(canvas.getByTestId('position')).toHaveTextContent(',17z'));
    await expect(zoomIn).not.toHaveAttribute('aria-disabled');
    await waitForMapTiles(canvasElement);
  },
};

/** The page's side of a controlled map: the position lives outside (as the web keeps it in the URL). */
function ControlledHarness(args: ProjectsMapProps) {
  const [position, setPosition] = useState<MapView>(CORDOBA);
  return (
    <>
      <p style={{ margin: '0.5rem 1rem', fontFamily: 'monospace' }} data-testid="position">
        {`@${position.lat.toFixed(6)},${position.lng.toFixed(6)},${Math.round(position.zoom)}z`}
      </p>
      <ProjectsMap
        {...args}
        position={position}
        onMove={(center, zoom) => {
          args.onMove?.(center, zoom);
          setPosition({ ...center, zoom });
        }}
      />
    </>
  );
}

export const ControlledPosition: Story = {
  // Its look is another story's (the play function shows the behaviour): axe, no screenshot.
  tags: ['no-screenshot'],
  render: (args) => <ControlledHarness {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const onMove = args.onMove as ReturnType<typeof fn>;
    await expect(canvas.getByTestId('position')).toHaveTextContent('@-31.415000,-64.190000,12z');
    // A move as soon as the map appears, often before pigeon-maps's first report (sent 60 ms after the last change,
    // merging what came in between, and flagged `initial`): it is a move all the same, not the first placement.
    // A direct click, as userEvent's pointer sequence takes longer. This caught a lost move, not on every run.
    await waitFor(() => expect(canvasElement.querySelector('.pigeon-tiles')).not.toBeNull());
    canvas.getByRole('button', { name: 'Alejar' }).click();
    await waitFor(() => expect(onMove).toHaveBeenLastCalledWith({ lat: -31.415, lng: -64.19 }, 11));
    await waitFor(() => expect(canvas.getByTestId('position')).toHaveTextContent('@-31.415000,-64.190000,11z'));
    // And once the map has settled.
    await mapReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Acercar' }));
    await waitFor(() => expect(canvas.getByTestId('position')).toHaveTextContent('@-31.415000,-64.190000,12z'));
    await userEvent.click(canvas.getByRole('button', { name: 'Alejar' }));
    await waitFor(() => expect(onMove).toHaveBeenLastCalledWith({ lat: -31.415, lng: -64.19 }, 11));
    await waitFor(() => expect(canvas.getByTestId('position')).toHaveTextContent('@-31.415000,-64.190000,11z'));
    await expect(onMove).toHaveBeenCalledTimes(3);
    await waitForMapTiles(canvasElement);
  },
};

/**
 * 100,000 generated projects, and a "Medir" button that times the clustering index, pans at three zooms and zooms,
 * from the component's performance marks (see the docs above). The figures depend on the machine; the story's
 * screenshot is taken before any measurement.
 */
export const Performance: Story = {
  // Its look is another story's (the play function shows the behaviour): axe, no screenshot.
  tags: ['no-screenshot'],
  args: { points: null, measureFrames: true },
  render: (args) => <MeasureHarness {...args} />,
  play: async ({ canvasElement }) => {
    await mapReady(canvasElement, '100.000 proyectos en el mapa');
    await expect(within(canvasElement).getByRole('button', { name: 'Medir' })).toBeEnabled();
  },
};
