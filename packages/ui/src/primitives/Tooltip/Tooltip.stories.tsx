import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';
import { hoverLikeAMouse } from '../../testing/pointer';

const meta = {
  title: 'Primitivas/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Short text shown on hover (after `showDelay`) and at once on keyboard focus; Escape hides it and the ' +
          'pointer can move onto it (WCAG 1.4.13). The child must be one focusable element; by default the bubble ' +
          'becomes its accessible description. The child is rendered as it is, and the bubble with its Ariakit ' +
          'store mounts at the first mouse move or keyboard focus on it (a page of rows pays nothing until then); ' +
          '`disabled` keeps the same anchor with nothing to show.',
      },
    },
  },
  args: {
    content: 'maria.fernandez@obraspublicas.gob.ar',
    placement: 'top',
    showDelay: 400,
    children: <span tabIndex={0}>María Fernández</span>,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '4rem 8rem', display: 'flex', gap: '1rem', flexWrap: 'wrap', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overlays render in a portal, outside the story's canvas element. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const anchor = within(canvasElement).getByText('María Fernández');
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    await expect(anchor).toHaveFocus();
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('maria.fernandez@obraspublicas.gob.ar');
    // The bubble describes the anchor for screen readers.
    await expect(anchor).toHaveAccessibleDescription('maria.fernandez@obraspublicas.gob.ar');
    // The tooltip's machinery mounts at the first focus, around the same element: the person stays on it.
    await expect(anchor.isConnected).toBe(true);
  },
};

export const Playground: Story = {
  args: {
    content: 'Copia la dirección de esta página',
    placement: 'bottom',
    children: <Button variant="secondary">Copiar enlace</Button>,
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(String(args.content));
  },
};

export const OnHover: Story = {
  args: { showDelay: 300 },
  play: async ({ canvasElement }) => {
    const anchor = within(canvasElement).getByText('María Fernández');
    // A finger arriving is no hover: no bubble appears after a tap (it would cover what the tap opened).
    for (const screenX of [20, 40]) {
      anchor.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'touch', screenX }));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
    await hoverLikeAMouse(anchor);
    // Not at once: the delay avoids flashing bubbles when the pointer just passes by.
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
    const tooltip = await page(canvasElement).findByRole('tooltip', {}, { timeout: 2000 });
    // It fades in.
    await waitFor(() => expect(tooltip).toBeVisible());
    await userEvent.unhover(anchor);
    // On to the far corner of the page: Ariakit keeps a bubble open while the pointer may still be on its way to it.
    const { body } = canvasElement.ownerDocument;
    await userEvent.pointer({ target: body, coords: { clientX: 1200, clientY: 700, screenX: 1200, screenY: 700 } });
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
    // A click focuses the anchor without the bubble: a pointer press is no keyboard focus.
    await userEvent.click(anchor);
    await expect(anchor).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
    anchor.blur();
    await userEvent.unhover(anchor);
  },
};

export const EscapeHides: Story = {
  play: async ({ canvasElement }) => {
    const anchor = within(canvasElement).getByText('María Fernández');
    await userEvent.tab();
    await page(canvasElement).findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
    // Escape only hides the bubble; focus stays where it was.
    await expect(anchor).toHaveFocus();
  },
};

export const BlurHides: Story = {
  render: (args) => (
    <>
      <Tooltip {...args} />
      <Button variant="secondary">Ver Proyectos</Button>
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await page(canvasElement).findByRole('tooltip');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Ver Proyectos' })).toHaveFocus();
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

const placements = ['top', 'right', 'bottom', 'left'] as const;
const placementLabels = { top: 'Arriba', right: 'Derecha', bottom: 'Abajo', left: 'Izquierda' } as const;

export const Placements: Story = {
  render: (args) => (
    <>
      {placements.map((placement) => (
        <Tooltip
          key={placement}
          {...args}
          placement={placement}
          content={`Tooltip ${placementLabels[placement].toLowerCase()}`}
        >
          <Button variant="secondary">{placementLabels[placement]}</Button>
        </Tooltip>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const placement of placements) {
      const anchor = canvas.getByRole('button', { name: placementLabels[placement] });
      await userEvent.tab();
      await expect(anchor).toHaveFocus();
      // The previous bubble may still be fading out, so look this one up by its text.
      const text = await page(canvasElement).findByText(`Tooltip ${placementLabels[placement].toLowerCase()}`);
      const tooltip = text.closest<HTMLElement>('[role="tooltip"]')!;
      await waitFor(() => expect(tooltip).toBeVisible());
      await waitFor(() => {
        const a = anchor.getBoundingClientRect();
        const t = tooltip.getBoundingClientRect();
        if (placement === 'top') expect(t.bottom).toBeLessThanOrEqual(a.top);
        if (placement === 'bottom') expect(t.top).toBeGreaterThanOrEqual(a.bottom);
        if (placement === 'left') expect(t.right).toBeLessThanOrEqual(a.left);
        if (placement === 'right') expect(t.left).toBeGreaterThanOrEqual(a.right);
      });
    }
  },
};
