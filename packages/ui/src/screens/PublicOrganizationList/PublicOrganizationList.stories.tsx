import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { samplePublicOrganizations } from '../PublicProjectList/PublicProjectList.samples';
import { PublicOrganizationList } from './PublicOrganizationList';

const withDescription = samplePublicOrganizations.map((organization, index) =>
  index === 0
    ? { ...organization, description: 'Planifica, ejecuta y controla la obra pública de la provincia.' }
    : organization,
);

const meta = {
  title: 'Pantallas/PublicOrganizationList',
  component: PublicOrganizationList,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The public portal’s organisations (issue 45): those in a published project, with their description, ' +
          'how many published projects each has and a link to them. No responsable, no e-mail.',
      },
    },
  },
  args: {
    organizations: withDescription,
    projectsHref: (organization) => `/publico/cenit-demo?organismo=${organization.slug}`,
  },
} satisfies Meta<typeof PublicOrganizationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = withDescription[0]!;
    const card = canvas.getByRole('article', { name: first.name });
    await expect(within(card).getByRole('link', { name: 'Ver sus proyectos' })).toHaveAttribute(
      'href',
      `/publico/cenit-demo?organismo=${first.slug}`,
    );
    await expect(card).toHaveTextContent(
      first.projectCount === 1 ? '1 proyecto publicado' : `${first.projectCount} proyectos publicados`,
    );
  },
};

export const Loading: Story = {
  args: { organizations: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Try other organisations: here only the first, so one card. */
export const Playground: Story = {
  args: { organizations: withDescription.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(1);
  },
};
