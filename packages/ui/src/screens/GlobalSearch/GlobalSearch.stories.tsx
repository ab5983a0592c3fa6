import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GlobalSearch, type GlobalSearchItem, type GlobalSearchProps } from './GlobalSearch';

const recents: GlobalSearchItem[] = [
  {
    key: 'proyecto:acueducto-del-norte-cordobes',
    kind: 'proyecto',
    name: 'Acueducto del Norte Cordobés',
    detail: 'CEN-0042 · Ministerio de Infraestructura',
    href: '/cenit-demo/organismos/ministerio-de-infraestructura/proyectos/acueducto-del-norte-cordobes',
  },
  {
    key: 'organization:epen',
    kind: 'organization',
    name: 'Ente Provincial de Energía del Neuquén',
    detail: 'epen',
    href: '/cenit-demo/organismos/epen',
  },
];

const energyResults: GlobalSearchItem[] = [
  {
    key: 'programa:programa-de-energia-rural',
    kind: 'programa',
    name: 'Programa de Energía Rural',
    detail: 'CEN-P-007 · Ente Provincial de Energía del Neuquén',
    href: '/cenit-demo/organismos/epen/programas/programa-de-energia-rural',
  },
  {
    key: 'proyecto:parque-solar-zapala',
    kind: 'proyecto',
    name: 'Parque solar Zapala - Energía para 4.000 hogares',
    detail: 'CEN-0118 · Ente Provincial de Energía del Neuquén',
    href: '/cenit-demo/organismos/epen/proyectos/parque-solar-zapala',
  },
  recents[1]!,
];

/** The search box with the app's part played by the story: Enter answers with the sample results for "energia". */
function Harness(args: GlobalSearchProps) {
  const [results, setResults] = useState(args.results);
  return (
    <div style={{ maxWidth: '28rem', minHeight: '22rem' }}>
      <GlobalSearch
        {...args}
        results={results}
        onSearch={(term) => {
          args.onSearch(term);
          const found = /energ/i.test(term.normalize('NFD').replace(/\p{M}/gu, '')) ? energyResults : [];
          setResults({ term, items: found });
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Pantallas/GlobalSearch',
  component: GlobalSearch,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The top bar\'s search (platform.md §2): a combobox with the placeholder "Buscar...". On focus it lists ' +
          '"Vistos recientemente" (5 at most; "No hay elementos recientes" without any). From two characters it ' +
          'searches as one types (after a 250 ms pause, `minLength`/`debounceMs`), and Enter at once; it ' +
          'lists "Resultados de búsqueda" (projects, programs and organisations, each with its kind and code), or ' +
          '"No se encontraron resultados para «…»". Arrow keys move, Enter opens the item (`onSelect`), Escape closes. ' +
          'The app runs the search (accent-insensitive on the server) and navigates.',
      },
    },
  },
  args: { results: null, loading: false, error: null, recents, onSearch: fn(), onSelect: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof GlobalSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Búsqueda global' });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute('placeholder', 'Buscar...');
  },
};

export const Playground: Story = {};

export const Recents: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement));
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByText('Vistos recientemente')).toBeVisible();
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    // Arrow keys move, Enter opens.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(recents[1]);
  },
};

export const NoRecents: Story = {
  args: { recents: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(box(canvasElement));
    await expect(await page(canvasElement).findByText('No hay elementos recientes')).toBeVisible();
  },
};

export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), 'energia{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('energia');
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByText('Resultados de búsqueda')).toBeVisible();
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Programa de Energía RuralPrograma · CEN-P-007 · Ente Provincial de Energía del Neuquén',
      'Parque solar Zapala - Energía para 4.000 hogaresProyecto · CEN-0118 · Ente Provincial de Energía del Neuquén',
      'Ente Provincial de Energía del NeuquénOrganismo · epen',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(energyResults[0]);
    // Chosen, the list closes.
    await expect(page(canvasElement).queryByRole('listbox')).toBeNull();
  },
};

/** Typing searches by itself from two characters, once the typing pauses: one search for the word, none for a letter. */
export const SearchAsYouType: Story = {
  // Its look is Results' (the play function shows the behaviour): axe, no screenshot.
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), 'e');
    await expect(await page(canvasElement).findByText('Vistos recientemente')).toBeVisible();
    await userEvent.type(box(canvasElement), 'nerg');
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Resultados de búsqueda' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('energ');
    // Back to one character: the recent items again, and no search for it.
    await userEvent.type(box(canvasElement), '{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(await page(canvasElement).findByText('Vistos recientemente')).toBeVisible();
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'xyz{Enter}');
    await expect(await page(canvasElement).findByText('No se encontraron resultados para «xyz»')).toBeVisible();
    // Emptied, the box lists the recent items again.
    await userEvent.clear(box(canvasElement));
    await expect(await page(canvasElement).findByText('Vistos recientemente')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { results: { term: 'agua', items: [] }, loading: true },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'agua');
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const Failed: Story = {
  args: { results: { term: 'agua', items: [] }, error: 'Error inesperado' },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'agua');
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent('Error inesperado');
  },
};
