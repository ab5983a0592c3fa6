import { messages } from '@siipro/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Pantallas/LoginScreen',
  component: LoginScreen,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The public `/login` screen (platform.md §2): SIIPRO and "Sistema Integrado e Inteligente de Proyectos", ' +
          "Google sign-in, an e-mail and password form and a strip with the two providers' logos. Both fields are " +
          'required (Spanish messages under each field, focus moves to the first empty one, `onEmailSignIn` is not ' +
          'called). While `loading`, "Iniciando sesión..." is announced and both buttons ignore clicks; `error` ' +
          "(a text of `messages.login.errors` or the server's) appears in an alert region.",
      },
    },
  },
  args: { onEmailSignIn: fn(), onGoogleSignIn: fn(), loading: false, error: null },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SIIPRO')).toBeVisible();
    await expect(canvas.getByText('Sistema Integrado e Inteligente de Proyectos')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuar con Google' })).toBeEnabled();
    const providers = canvas.getByRole('list', { name: 'Proveedores de inicio de sesión' });
    await expect(
      within(providers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Google', 'Firebase']);
  },
};

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'admin@siipro.test');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(args.onEmailSignIn).toHaveBeenCalledWith('admin@siipro.test', 'demo1234');
  },
};

export const EmailSignInWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Tab order: Google first, then the form.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continuar con Google' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveFocus();
    await userEvent.keyboard('  editor@siipro.test ');
    await userEvent.tab();
    await userEvent.keyboard('demo1234{Enter}');
    // The e-mail is trimmed; the password is sent as typed.
    await expect(args.onEmailSignIn).toHaveBeenCalledWith('editor@siipro.test', 'demo1234');
    await expect(args.onGoogleSignIn).not.toHaveBeenCalled();
  },
};

export const GoogleSignIn: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continuar con Google' }));
    await expect(args.onGoogleSignIn).toHaveBeenCalledTimes(1);
    await expect(args.onEmailSignIn).not.toHaveBeenCalled();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    const email = canvas.getByLabelText('Correo electrónico');
    const password = canvas.getByLabelText('Contraseña');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('El correo electrónico es requerido');
    await expect(password).toHaveAccessibleDescription('La contraseña es requerida');
    await expect(email).toHaveFocus();
    await expect(args.onEmailSignIn).not.toHaveBeenCalled();

    // A blank e-mail counts as empty; the message of a field goes away once it is filled in.
    await userEvent.type(email, '   ');
    await userEvent.type(password, 'demo1234');
    await expect(canvas.queryByText('La contraseña es requerida')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(canvas.getByText('El correo electrónico es requerido')).toBeVisible();
    await expect(args.onEmailSignIn).not.toHaveBeenCalled();
  },
};

export const PasswordMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'viewer@siipro.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(canvas.getByLabelText('Contraseña')).toHaveFocus();
    await expect(canvas.getByText('La contraseña es requerida')).toBeVisible();
    await expect(canvas.queryByText('El correo electrónico es requerido')).toBeNull();
    await expect(args.onEmailSignIn).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Iniciando sesión...');
    const google = canvas.getByRole('button', { name: 'Continuar con Google' });
    const submit = canvas.getByRole('button', { name: 'Ingresar' });
    await expect(google).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'admin@siipro.test');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'demo1234');
    await userEvent.click(submit);
    await userEvent.click(google);
    await expect(args.onEmailSignIn).not.toHaveBeenCalled();
    await expect(args.onGoogleSignIn).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  args: { error: messages.login.errors.wrongPassword },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos.');
  },
};

export const GooglePopupClosed: Story = {
  args: { error: messages.login.errors.popupClosed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Ventana de inicio de sesión cerrada. Por favor intenta nuevamente.',
    );
  },
};

export const NoTenantAccess: Story = {
  args: { error: messages.login.errors.noTenantAccess },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'No tienes acceso a ningún workspace. Por favor contacta a un administrador para que te invite.',
    );
  },
};

/** Opened from an invitation's link: who is invited where; the invited address fills the e-mail field. */
export const FromInvitationLink: Story = {
  args: {
    invitation: {
      tenantName: 'CENIT Demo',
      email: 'carolina.medina@bariloche.example.gob.ar',
      role: 'editor',
      status: 'pending',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Tienes una invitación a CENIT Demo con el rol Editor. Ingresa con carolina.medina@bariloche.example.gob.ar para aceptarla.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
      'carolina.medina@bariloche.example.gob.ar',
    );
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'demo1234{Enter}');
    await expect(args.onEmailSignIn).toHaveBeenCalledWith('carolina.medina@bariloche.example.gob.ar', 'demo1234');
  },
};

/** A link to an invitation of a workspace the operator disabled: the API's reason, and nothing filled in. */
export const FromDisabledWorkspaceLink: Story = {
  args: { invitationRefusal: messages.tenantDisabled.denied },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.tenantDisabled.denied)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('');
  },
};

/** A link to an invitation that no longer stands: it says so, and fills in nothing. */
export const FromSpentInvitationLink: Story = {
  tags: ['no-screenshot'],
  args: {
    invitation: { tenantName: 'Obras Públicas', email: 'diego.sosa@example.gob.ar', role: 'viewer', status: 'revoked' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Esta invitación a Obras Públicas ya no está vigente (revocada). Pide a un administrador que te envíe otra.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('');
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  args: { error: messages.login.errors.tooManyRequests },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Demasiados intentos fallidos.');
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
