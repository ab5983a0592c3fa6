import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { authMessages, commonMessages } from '@siipro/domain';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { SiiproMark } from '../SiiproMark';
import { AuthCard, AuthPage } from './AuthLayout';

interface AuthLayoutExampleProps {
  /** The card's heading. */
  title: string;
  /** A line under the heading. */
  text: string;
  /** The card's width: each screen gives its own (the sign-in form's is 28rem). */
  cardWidth: string;
}

/** An AuthPage with one AuthCard, as the sign-in screen and the workspace picker compose them. */
function AuthLayoutExample({ title, text, cardWidth }: AuthLayoutExampleProps) {
  return (
    <AuthPage>
      <AuthCard as="main" aria-labelledby="auth-layout-title" style={{ maxWidth: cardWidth }}>
        <Inline space="2" alignY="center" wrap={false}>
          <SiiproMark size={44} />
          <strong>{texts.app.name}</strong>
        </Inline>
        <h1 id="auth-layout-title" style={{ margin: 0 }}>
          {title}
        </h1>
        <p style={{ margin: 0 }}>{text}</p>
        <Button>{texts.login.submit}</Button>
      </AuthCard>
    </AuthPage>
  );
}

const texts = { app: commonMessages.app, login: authMessages.login };

const meta = {
  title: 'Pantallas/AuthLayout',
  component: AuthLayoutExample,
  subcomponents: { AuthPage, AuthCard },
  tags: ['autodocs', 'responsive'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The layout of the screens before the shell (sign-in, workspace picker): `AuthPage` centres one `AuthCard` ' +
          "on a quiet wash of the theme's colours, and puts it at the top of the page with less padding on a phone. " +
          'The card stacks its sections; each screen gives it its width. Shown here with sample content.',
      },
    },
  },
  args: {
    title: texts.login.title,
    text: texts.login.subtitle,
    cardWidth: '28rem',
  },
  argTypes: {
    cardWidth: { control: 'inline-radio', options: ['22rem', '28rem', '36rem'] },
  },
} satisfies Meta<typeof AuthLayoutExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('main', { name: texts.login.title });
    await expect(card).toHaveTextContent(texts.app.name);
    // The card sits inside the page, never wider than it (360 px screens included).
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const Playground: Story = {
  args: { cardWidth: '22rem' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('main');
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(22 * 16);
  },
};
