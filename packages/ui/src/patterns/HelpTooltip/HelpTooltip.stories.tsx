import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@siipro/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hoverLikeAMouse } from '../../testing/pointer';
import { ScoreExplanation } from '../../screens/ScoreExplanation';
import { HelpTooltip } from './HelpTooltip';

const meta = {
  title: 'Patrones/HelpTooltip',
  component: HelpTooltip,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A help icon: hovering or focusing it shows a tooltip with `label`; activating it (click, Enter, Space) ' +
          'opens a Modal with `title` and the explanation (`children`). The modal closes on Escape, the backdrop and ' +
          'its close button, and focus goes back to the icon.',
      },
      story: { inline: false, height: '420px' },
    },
  },
  args: {
    label: messages.score.helpLabel,
    title: messages.score.modalTitle,
    children: <ScoreExplanation />,
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <p style={{ display: 'flex', alignItems: 'center', gap: '0.25rem', margin: 0, paddingBlockStart: '2.5rem' }}>
        {messages.score.title}
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof HelpTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const helpButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(helpButton(canvasElement)).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(helpButton(canvasElement));
    const dialog = await page(canvasElement).findByRole('dialog', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('La Puntuación SIIPRO va de 0 a 100');
  },
};

export const Playground: Story = {
  args: { label: 'Ayuda sobre los filtros', title: 'Filtros', children: 'Combiná filtros para acotar la lista.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: String(args.label) }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: String(args.title) });
    // It fades in.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Focus shows the tooltip; Enter opens the modal; Escape closes it and focus returns to the icon. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(helpButton(canvasElement)).toHaveFocus();
    await waitFor(() =>
      expect(page(canvasElement).getByRole('tooltip')).toHaveTextContent('¿Cómo se obtiene la Puntuación SIIPRO?'),
    );
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(helpButton(canvasElement)).toHaveFocus();
  },
};

export const TooltipOnHover: Story = {
  play: async ({ canvasElement }) => {
    await hoverLikeAMouse(helpButton(canvasElement));
    await waitFor(() => expect(page(canvasElement).getByRole('tooltip')).toBeVisible());
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
