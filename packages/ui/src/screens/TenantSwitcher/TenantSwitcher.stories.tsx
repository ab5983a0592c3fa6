import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleLogo } from '../../primitives/Avatar/Avatar.samples';
import { TenantSwitcher } from './TenantSwitcher';
import { waitForMenuClosed } from '../../testing/menus';

/** The dropdown renders in a portal, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const tenants = [
  { slug: 'obras-publicas', name: 'Obras Públicas', logo: sampleLogo('#1F3A93', 'tower') },
  { slug: 'cenit-demo', name: 'CENIT Demo', logo: null },
  {
    slug: 'vialidad-cordoba',
    name: 'Dirección Provincial de Vialidad de Córdoba',
    logo: sampleLogo('#0B6E4F', 'road'),
  },
];

const meta = {
  title: 'Pantallas/TenantSwitcher',
  component: TenantSwitcher,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The tenant switcher of the top bar: a square button with the active tenant's logo, or a grid glyph " +
          'without one. It opens a 14rem dropdown listing the tenants with the active one first, marked "Actual" and ' +
          'disabled; names are cut at 140px with the full name in `title`. Choosing another calls `onSelect`; a ' +
          'click outside or Escape closes it.',
      },
    },
  },
  args: { tenants, activeSlug: 'cenit-demo', onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '16rem', paddingInline: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TenantSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Cambiar espacio de trabajo (Actual: CENIT Demo)',
    });
    // No logo: the grid glyph, no picture.
    await expect(button.querySelector('img')).toBeNull();
    await userEvent.click(button);
    const menu = await page(canvasElement).findByRole('menu', { name: 'Cambiar espacio de trabajo' });
    const items = within(menu).getAllByRole('menuitem');
    // The active tenant first, then the others in their order.
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAccessibleName('CENIT Demo Actual');
    await expect(items[1]).toHaveAccessibleName('Obras Públicas');
    await expect(items[2]).toHaveAccessibleName('Dirección Provincial de Vialidad de Córdoba');
    await expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Obras Públicas/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('obras-publicas');
    await waitForMenuClosed(canvasElement);
  },
};

export const Playground: Story = {
  args: { activeSlug: 'obras-publicas' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Obras Públicas/ });
    await userEvent.click(button);
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent(/Obras Públicas.*Actual/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /CENIT Demo/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('cenit-demo');
  },
};

export const ActiveTenantLogo: Story = {
  args: { activeSlug: 'obras-publicas' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Cambiar espacio de trabajo (Actual: Obras Públicas)',
    });
    const logo = button.querySelector('img');
    await expect(logo).not.toBeNull();
    await waitFor(() => expect(logo!.naturalWidth).toBeGreaterThan(0));
  },
};

export const CurrentTenantIsDisabled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const menu = await page(canvasElement).findByRole('menu');
    const current = within(menu).getByRole('menuitem', { name: /CENIT Demo/ });
    await expect(current).toHaveTextContent('Actual');
    await userEvent.click(current);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page(canvasElement).findByRole('menu');
    // The active tenant is first and still reachable, so "Actual" is read; the arrows go on to the others.
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: /Vialidad/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitForMenuClosed(canvasElement);
    await expect(button).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    const reopened = await page(canvasElement).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(reopened).getByRole('menuitem', { name: /Obras Públicas/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('obras-publicas');
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await page(canvasElement).findByRole('menu');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitForMenuClosed(canvasElement);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const LongNamesTruncated: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const menu = await page(canvasElement).findByRole('menu');
    await expect(menu.getBoundingClientRect().width).toBe(224);
    const name = within(menu).getByTitle('Dirección Provincial de Vialidad de Córdoba');
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(140);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

export const NoActiveTenant: Story = {
  args: { activeSlug: null },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cambiar espacio de trabajo' });
    await expect(button.querySelector('img')).toBeNull();
    await userEvent.click(button);
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).queryByText('Actual')).toBeNull();
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('Obras Públicas');
  },
};
