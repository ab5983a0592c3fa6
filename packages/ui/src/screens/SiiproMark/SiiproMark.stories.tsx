import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { SiiproMark } from './SiiproMark';

const meta = {
  title: 'Pantallas/SiiproMark',
  component: SiiproMark,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "SIIPRO's logo mark, drawn inline (no asset to load): a tile in the theme's primary colour, taken from " +
          '`currentColor`, with three rising bars. Decorative (`aria-hidden`): the product name is always written ' +
          'beside it, as in TopNav, the sign-in screen and the workspace picker.',
      },
    },
  },
  // The colour the tile follows: the theme's primary, as its wrappers set it.
  decorators: [(Story) => <span style={{ color: vars.color.primary }}>{Story()}</span>],
  argTypes: {
    size: { control: { type: 'range', min: 16, max: 96, step: 4 } },
  },
} satisfies Meta<typeof SiiproMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('svg')!;
    // 32 px unless told, and hidden from assistive technology (the name is written beside it).
    await expect(mark).toHaveAttribute('width', '32');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark).toHaveAttribute('focusable', 'false');
  },
};

export const Playground: Story = {
  args: { size: 64 },
  play: async ({ canvasElement, args }) => {
    const mark = canvasElement.querySelector('svg')!;
    await expect(mark.getBoundingClientRect().width).toBe(args.size);
  },
};
