import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../../patterns/Toast';
import { OrganizationCard, OrganizationCardSkeleton } from './OrganizationCard';
import { sampleOrganizationHrefs, sampleOrganizations } from './OrganizationCard.samples';

const withResponsable = sampleOrganizations[0]!;
const withoutResponsable = sampleOrganizations.find((organization) => organization.responsable === null)!;

const meta = {
  title: 'Pantallas/OrganizationCard',
  component: OrganizationCard,
  subcomponents: { OrganizationCardSkeleton },
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <ToastProvider defaultDuration={60_000}>
        <div style={{ maxWidth: '22rem' }}>{Story()}</div>
      </ToastProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One organisation in the cards view of Organismos (platform.md §2): name linking to its page with ' +
          '"Copiar enlace", slug, Responsable (e-mail in a tooltip) or "No asignado", "Ver Proyectos" to its ' +
          'projects list and the number of its projects. A ToastProvider must be above.',
      },
    },
  },
  args: { organization: withResponsable, hrefs: sampleOrganizationHrefs, headingLevel: 2 },
  argTypes: { hrefs: { control: false }, headingLevel: { control: 'inline-radio', options: [2, 3] } },
} satisfies Meta<typeof OrganizationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: withResponsable.name });
    await expect(within(card).getByRole('link', { name: withResponsable.name })).toHaveAttribute(
      'href',
      '/cenit-demo/organismos/ministerio-de-infraestructura',
    );
    await expect(within(card).getByRole('link', { name: 'Ver Proyectos' })).toHaveAttribute(
      'href',
      '/cenit-demo/organismos/ministerio-de-infraestructura/proyectos/lista',
    );
    await expect(within(card).getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
    await expect(card).toHaveTextContent(withResponsable.slug);
    await expect(card).toHaveTextContent(`Proyectos${withResponsable.projectCount}`);
  },
};

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('article', { name: args.organization.name })).toBeVisible();
  },
};

/** The responsable's e-mail shows in a tooltip, also on keyboard focus. */
export const ResponsableEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByText(withResponsable.responsable!.name);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByRole('tooltip')).toHaveTextContent(
        withResponsable.responsable!.email!,
      ),
    );
  },
};

export const NotAssigned: Story = {
  args: { organization: withoutResponsable },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: withoutResponsable.name });
    await expect(within(card).getByText('No asignado')).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    organization: {
      ...withResponsable,
      name: 'Secretaría de Planificación Estratégica, Coordinación Territorial y Desarrollo Sostenible Provincial',
    },
  },
};

export const Loading: Story = {
  render: () => <OrganizationCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-skeleton-card]')).toHaveAttribute('aria-hidden', 'true');
  },
};
