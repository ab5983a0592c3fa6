import { demoAccounts, demoTenants, messages } from '@siipro/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { samplePortrait, sampleLogo } from '../../primitives/Avatar/Avatar.samples';
import { WorkspacePicker } from './WorkspacePicker';

/** The demo administrator's workspaces (shared fixtures); Obras Públicas gets a sample logo to show both looks. */
const adminWorkspaces = demoTenants.map((tenant) => ({
  slug: tenant.slug,
  name: tenant.name,
  logo: tenant.slug === 'obras-publicas' ? sampleLogo('#1F3A93', 'tower') : tenant.logo,
}));
const admin = demoAccounts.find((account) => account.email === 'admin@siipro.test')!;

const manyWorkspaces = [
  ...adminWorkspaces,
  {
    slug: 'vialidad-cordoba',
    name: 'Dirección Provincial de Vialidad de Córdoba',
    logo: sampleLogo('#0B6E4F', 'road'),
  },
  { slug: 'energia-neuquen', name: 'Secretaría de Energía de Neuquén', logo: sampleLogo('#8A3A0A', 'sun') },
  { slug: 'aysa-planificacion', name: 'Planificación de Agua y Saneamiento', logo: null },
  { slug: 'municipio-rosario', name: 'Municipalidad de Rosario', logo: null },
];

const meta = {
  title: 'Pantallas/WorkspacePicker',
  component: WorkspacePicker,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          "The workspace picker (`/tenant/seleccionar`): a radio list of the user's workspaces with logos (initials " +
          'when there is none), "Recordar como preferido", "Ingresar" — Enter on a radio or the checkbox submits as ' +
          'well — and the signed-in user with "Cerrar Sesión". Submitting with nothing selected shows "Debes ' +
          'seleccionar un espacio de trabajo."; with no workspaces it says "No tienes espacios de trabajo asignados". ' +
          'A welcome message stays 5 s (`welcomeDuration`), then `onWelcomeExpired` lets the app clear it from ' +
          'local storage.',
      },
    },
  },
  args: {
    workspaces: adminWorkspaces,
    user: { name: admin.name, email: admin.email, avatarUrl: null },
    onEnter: fn(),
    onLogout: fn(),
    onWelcomeExpired: fn(),
  },
} satisfies Meta<typeof WorkspacePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Selecciona tu espacio de trabajo' })).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Espacios de trabajo' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(2);
    await expect(radios[0]).toHaveAccessibleName('CENIT Demo cenit-demo');
    await userEvent.click(canvas.getByText('Obras Públicas'));
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(args.onEnter).toHaveBeenCalledWith('obras-publicas', false);
  },
};

export const Playground: Story = {
  args: { defaultSelected: 'cenit-demo', welcomeMessage: null },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /CENIT Demo/ })).toBeChecked();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ingresar' }));
    await expect(args.onEnter).toHaveBeenCalledWith('cenit-demo', false);
  },
};

export const RememberAsPreferred: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Obras Públicas/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Recordar como preferido' }));
    await expect(canvas.getByRole('checkbox', { name: 'Recordar como preferido' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(args.onEnter).toHaveBeenCalledWith('obras-publicas', true);
  },
};

export const KeyboardOnly: Story = {
  args: { workspaces: manyWorkspaces },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: /CENIT Demo/ });
    await expect(first).toHaveFocus();
    // Arrows move the selection within the group, as native radios do.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const third = canvas.getByRole('radio', { name: /Vialidad de Córdoba/ });
    await expect(third).toBeChecked();
    await expect(third).toHaveFocus();
    // Enter on a radio submits.
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnter).toHaveBeenCalledWith('vialidad-cordoba', false);
    // Tab reaches the checkbox; Space ticks it; Enter there submits as well.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Recordar como preferido' })).toHaveFocus();
    await userEvent.keyboard(' {Enter}');
    await expect(args.onEnter).toHaveBeenLastCalledWith('vialidad-cordoba', true);
  },
};

export const SelectionRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Debes seleccionar un espacio de trabajo.');
    await expect(canvas.getByRole('group', { name: 'Espacios de trabajo' })).toHaveAccessibleDescription(
      'Debes seleccionar un espacio de trabajo.',
    );
    await expect(canvas.getByRole('radio', { name: /CENIT Demo/ })).toHaveFocus();
    await expect(args.onEnter).not.toHaveBeenCalled();
    // Choosing one clears the message.
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const EnterKeyWithoutSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Recordar como preferido' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Debes seleccionar un espacio de trabajo.');
    await expect(args.onEnter).not.toHaveBeenCalled();
  },
};

export const ManyWorkspaces: Story = {
  args: {
    workspaces: manyWorkspaces,
    user: { name: 'María Fernández', email: 'admin@siipro.test', avatarUrl: samplePortrait },
    defaultSelected: 'obras-publicas',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
    await expect(canvas.getByRole('radio', { name: /Obras Públicas/ })).toBeChecked();
  },
};

export const Empty: Story = {
  args: {
    workspaces: [],
    user: { name: 'Sofía Díaz', email: 'nuevo@siipro.test', avatarUrl: null },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tienes espacios de trabajo asignados')).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Ingresar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar Sesión' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const UserCardAndLogout: Story = {
  args: { user: { name: null, email: 'optimizador@siipro.test', avatarUrl: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Without a name the e-mail is the card's only line.
    await expect(canvas.getAllByText('optimizador@siipro.test')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar Sesión' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onEnter).not.toHaveBeenCalled();
  },
};

export const WelcomeMessage: Story = {
  args: { welcomeMessage: messages.auth.welcomeAfterInvitations, welcomeDuration: 600 },
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('¡Bienvenido! Se aceptaron tus invitaciones pendientes.');
    await expect(args.onWelcomeExpired).not.toHaveBeenCalled();
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 3000 });
    await expect(args.onWelcomeExpired).toHaveBeenCalledTimes(1);
  },
};

/** The real duration (5 s): still there after 4.5 s, gone shortly after 5 s. */
export const WelcomeMessageFiveSeconds: Story = {
  args: { welcomeMessage: '¡Bienvenido a Obras Públicas! Ya puedes ingresar.' },
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status');
    await new Promise((resolve) => setTimeout(resolve, 4500));
    await expect(status).toHaveTextContent('¡Bienvenido a Obras Públicas!');
    await expect(args.onWelcomeExpired).not.toHaveBeenCalled();
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 1500 });
    await expect(args.onWelcomeExpired).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  args: {
    workspaces: manyWorkspaces,
    welcomeMessage: messages.auth.welcomeAfterInvitations,
    welcomeDuration: 60_000,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
