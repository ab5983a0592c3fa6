import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DetailColumns, DetailPageState } from './DetailPage';

const meta = {
  title: 'Patrones/DetailPage',
  component: DetailPageState,
  subcomponents: { DetailColumns },
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          "A detail page's frame. `DetailPageState` is the one calm message where the page would be while it loads " +
          '(«Cargando datos...»), when it failed (the message and «Reintentar») or when no such record exists; ' +
          '`DetailColumns` lays out the loaded page: the main column and the side column, one under the other below ' +
          'the medium breakpoint. The page gives its own failure and not-found texts; the rest are `texts` props ' +
          'with Spanish defaults.',
      },
    },
  },
  args: {
    state: 'loading',
    errorText: 'No se pudo cargar el proyecto.',
    notFoundText: 'No encontramos este proyecto.',
    onRetry: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: ['loading', 'error', 'notFound'] } },
} satisfies Meta<typeof DetailPageState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the record loads: a spinner and «Cargando datos...», announced politely. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando datos...');
  },
};

/** Try the states and texts. */
export const Playground: Story = {
  args: { state: 'notFound', notFoundText: 'No encontramos esta organización.' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(args.notFoundText);
  },
};

/** The load failed: the server's message, and «Reintentar» asks again. */
export const LoadError: Story = {
  args: { state: 'error', errorMessage: 'El servidor no respondió. Prueba de nuevo en unos minutos.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('El servidor no respondió.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Without a message of its own, the page's failure text; without `onRetry`, no button. */
export const LoadErrorWithoutRetry: Story = {
  args: { state: 'error', errorMessage: null, onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo cargar el proyecto.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** In another language, through `texts`. */
export const OtherLanguage: Story = {
  args: { texts: { loading: 'Loading…' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The loaded page's two columns: side by side on a wide screen, the main one first on a narrow one. */
export const Columns: Story = {
  render: () => (
    <DetailColumns>
      <section aria-label="Columna principal" style={{ border: '1px dashed', padding: '1rem' }}>
        Datos del proyecto
      </section>
      <section aria-label="Columna lateral" style={{ border: '1px dashed', padding: '1rem' }}>
        Ubicación y documentos
      </section>
    </DetailColumns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('region', { name: 'Columna principal' }).getBoundingClientRect();
    const side = canvas.getByRole('region', { name: 'Columna lateral' }).getBoundingClientRect();
    // The main column comes first: to the left on a wide screen, above on a narrow one.
    await expect(main.left < side.left || main.bottom <= side.top).toBe(true);
  },
};
