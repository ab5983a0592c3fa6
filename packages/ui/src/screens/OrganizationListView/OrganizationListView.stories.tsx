import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@siipro/domain';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport, isCompactViewport, startsOnFirstScreen } from '../../testing/viewports';
import { sampleOrganizationHrefs, sampleOrganizations } from '../OrganizationCard/OrganizationCard.samples';
import type { OrganizationNameSort } from '../OrganizationsTable';
import { ToastProvider } from '../../patterns/Toast';
import {
  OrganizationListView,
  type OrganizationListMode,
  type OrganizationListViewProps,
} from './OrganizationListView';

/** Accent- and case-insensitive, as the API searches (issue 15): "energia" finds "Energía". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

type DemoArgs = Pick<OrganizationListViewProps, 'loading' | 'errorMessage' | 'rows'> & {
  initialView?: OrganizationListMode;
  initialSearch?: string;
  onViewChange?: (view: OrganizationListMode) => void;
};

/** The screen over the demo organisations, searched and sorted in memory the way the API does. */
function OrganizationListDemo({ initialView = 'cards', initialSearch = '', rows, onViewChange, ...props }: DemoArgs) {
  const [view, setView] = useState<OrganizationListMode>(initialView);
  const [searchTerm, setSearchTerm] = useState(initialSearch);
  const [sort, setSort] = useState<OrganizationNameSort>('name');
  const shown = useMemo(() => {
    const term = fold(searchTerm);
    const matching = rows
      .filter((organization) => !term || fold(`${organization.name} ${organization.slug}`).includes(term))
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
    return sort === '-name' ? matching.reverse() : matching;
  }, [rows, searchTerm, sort]);
  return (
    <ToastProvider defaultDuration={60_000}>
      <OrganizationListView
        {...props}
        searchTerm={searchTerm}
        onSearch={setSearchTerm}
        view={view}
        onViewChange={(next) => {
          onViewChange?.(next);
          setView(next);
        }}
        rows={shown}
        sort={sort}
        onSortChange={setSort}
        hrefs={sampleOrganizationHrefs}
      />
    </ToastProvider>
  );
}

const meta = {
  title: 'Pantallas/OrganizationListView',
  component: OrganizationListDemo,
  subcomponents: { OrganizationListView },
  tags: ['autodocs', 'responsive'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The Organismos screen (platform.md §2) as a presentational composite: title, search box, the ' +
          'Tarjetas/Tabla toggle (cards by default), the cards or the table, 5 placeholders while loading, "No se ' +
          'encontraron organizaciones", the permission text. Below 40rem the table view shows cards (issue 15). ' +
          'The story searches and sorts the demo organisations in memory.',
      },
      story: { inline: false, height: '900px' },
    },
  },
  args: { rows: sampleOrganizations, loading: false, errorMessage: null, initialView: 'cards', onViewChange: fn() },
  argTypes: { initialView: { control: 'inline-radio', options: ['cards', 'table'] }, rows: { control: false } },
} satisfies Meta<typeof OrganizationListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('article')
    .filter((card) => card.checkVisibility());

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organismos' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Buscar' })).toHaveAttribute('placeholder', 'Buscar...');
    const group = canvas.getByRole('group', { name: 'Vista' });
    await expect(within(group).getByRole('button', { name: 'Tarjetas' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(group).getByRole('button', { name: 'Tabla' })).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(canvasElement)).toHaveLength(sampleOrganizations.length);
  },
};

export const Playground: Story = {
  args: { initialView: 'table' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Tabla' })).toHaveAttribute(
      'aria-pressed',
      String(args.initialView === 'table'),
    );
  },
};

/** The toggle switches to the table and back; the choice is reported (apps/web keeps it in the URL). */
export const SwitchToTable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tabla' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('table');
    await expect(canvas.getByRole('button', { name: 'Tabla' })).toHaveAttribute('aria-pressed', 'true');
    // At 1280 px the table; the cards of the narrow layout are not shown (nor read).
    await expect(canvas.getByRole('table', { name: 'Listado de organismos' })).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

/** Searching without the accent finds the organisation written with it. */
export const SearchWithoutAccent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Buscar' }), 'secretaria de transporte{Enter}');
    const found = cards(canvasElement);
    await expect(found).toHaveLength(1);
    await expect(found[0]).toHaveTextContent('Secretaría de Transporte de Mendoza');
    await expect(canvas.getByText('No asignado')).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { initialSearch: 'puerto espacial' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No se encontraron organizaciones')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton-card]')).toHaveLength(5);
  },
};

export const LoadingTable: Story = {
  args: { rows: [], loading: true, initialView: 'table' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
  },
};

export const PermissionDenied: Story = {
  args: { rows: [], errorMessage: messages.organizations.permissionDenied },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'No tenés permiso para ver organizaciones o la funcionalidad no está habilitada para tu cuenta.',
    );
  },
};

/**
 * At 360 px the table view shows cards: organisations on the first screen, nothing scrolls sideways, and no
 * Tarjetas/Tabla toggle (both would show the cards).
 */
export const NarrowTableView: Story = {
  ...atNarrowWidth,
  args: { initialView: 'table' },
  play: async ({ canvasElement }) => {
    await expect(fitsViewport(canvasElement)).toBe(true);
    if (isCompactViewport(canvasElement)) {
      await expect(within(canvasElement).queryByRole('table')).toBeNull();
      await expect(within(canvasElement).queryByRole('group', { name: 'Vista' })).toBeNull();
      await expect(startsOnFirstScreen(cards(canvasElement)[0]!)).toBe(true);
    }
  },
};
