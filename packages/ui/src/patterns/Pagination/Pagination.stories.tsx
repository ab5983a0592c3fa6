import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { Pagination, type PaginationProps } from './Pagination';

/** The usual wiring: the page lives in the URL (here, state) and comes back as `page`. */
function StatefulPagination({ page: initial, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Patrones/Pagination',
  component: StatefulPagination,
  subcomponents: { Pagination },
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The pager of the lists: a "Paginación" navigation landmark with Anterior / Siguiente, page numbers with ' +
          'ellipses (first, last, the current page and its neighbours) and "Página X de Y · N resultados". The ' +
          'current page has `aria-current="page"`. Anterior is disabled on the first page and Siguiente on the last ' +
          '(aria-disabled, so they keep focus). At narrow widths the arrows lose their words.',
      },
    },
  },
  // The demo tenant: 320 projects, 20 per page.
  args: { page: 1, totalPages: 16, total: 320, onPageChange: fn() },
} satisfies Meta<typeof StatefulPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Paginación' });
// Every item, the (aria-hidden) ellipses included.
const pageLabels = (canvasElement: HTMLElement) =>
  Array.from(nav(canvasElement).querySelectorAll('li')).map((item) => item.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const pager = within(nav(canvasElement));
    await expect(nav(canvasElement)).toHaveTextContent('Página 1 de 16');
    await expect(nav(canvasElement)).toHaveTextContent('320 resultados');
    await expect(pager.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Anterior' })).toHaveAttribute('aria-disabled', 'true');
    await expect(pager.getByRole('button', { name: 'Siguiente' })).not.toHaveAttribute('aria-disabled');
    await expect(pageLabels(canvasElement)).toEqual(['Anterior', '1', '2', '…', '16', 'Siguiente']);
  },
};

export const Playground: Story = {
  args: { page: 3, totalPages: 8, total: 152 },
  play: async ({ canvasElement, args }) => {
    await expect(nav(canvasElement)).toHaveTextContent(`Página ${args.page} de ${args.totalPages}`);
  },
};

/** In the middle: ellipses on both sides. */
export const MiddlePage: Story = {
  args: { page: 8 },
  play: async ({ canvasElement }) => {
    await expect(pageLabels(canvasElement)).toEqual(['Anterior', '1', '…', '7', '8', '9', '…', '16', 'Siguiente']);
  },
};

export const LastPage: Story = {
  args: { page: 16 },
  play: async ({ canvasElement, args }) => {
    const pager = within(nav(canvasElement));
    const next = pager.getByRole('button', { name: 'Siguiente' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // A disabled button says why (issue 43), as its description (the tooltip: StepSaysWhyItIsOff).
    await expect(next).toHaveAccessibleDescription('Ya estás en la última página.');
    await expect(pager.getByRole('button', { name: 'Anterior' })).not.toHaveAccessibleDescription();
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(pager.getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(15);
  },
};

/**
 * Anterior on the first page says why it does nothing (issue 43: a disabled button says why): reached by Tab, its
 * reason shows in a tooltip; Siguiente, usable, has none.
 */
export const StepSaysWhyItIsOff: Story = {
  // Its look is Default's with a tooltip, whose own look is the Tooltip's stories'.
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const pager = within(nav(canvasElement));
    const previous = pager.getByRole('button', { name: 'Anterior' });
    await expect(previous).toHaveAccessibleDescription('Ya estás en la primera página.');
    await expect(pager.getByRole('button', { name: 'Siguiente' })).not.toHaveAccessibleDescription();
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      'Ya estás en la primera página.',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const SinglePage: Story = {
  args: { page: 1, totalPages: 1, total: 1 },
  play: async ({ canvasElement }) => {
    const pager = within(nav(canvasElement));
    await expect(nav(canvasElement)).toHaveTextContent('Página 1 de 1');
    await expect(nav(canvasElement)).toHaveTextContent('1 resultado');
    await expect(pager.getByRole('button', { name: 'Anterior' })).toHaveAttribute('aria-disabled', 'true');
    await expect(pager.getByRole('button', { name: 'Siguiente' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ChoosePage: Story = {
  play: async ({ canvasElement, args }) => {
    const pager = within(nav(canvasElement));
    await userEvent.click(pager.getByRole('button', { name: 'Página 16' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(16);
    await expect(pager.getByRole('button', { name: 'Página 16' })).toHaveAttribute('aria-current', 'page');
    // Choosing the current page again does nothing.
    await userEvent.click(pager.getByRole('button', { name: 'Página 16' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Tab through the pager; focus stays on Siguiente even when it turns off on the last page. */
export const Keyboard: Story = {
  args: { page: 14 },
  play: async ({ canvasElement, args }) => {
    const pager = within(nav(canvasElement));
    const next = pager.getByRole('button', { name: 'Siguiente' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(15);
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(16);
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(nav(canvasElement)).toHaveTextContent('Página 16 de 16');
    // Reached by the keyboard, the step that is now off says why; Escape puts the reason away, the focus stays.
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Ya estás en la última página.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(next).toHaveFocus();
  },
};

export const NarrowScreen: Story = {
  ...atNarrowWidth,
  args: { page: 8 },
  play: async ({ canvasElement }) => {
    await expect(fitsViewport(canvasElement)).toBe(true);
    // One line: the arrows sit at the height of the page numbers.
    const rows = new Set(
      Array.from(nav(canvasElement).querySelectorAll('li')).map((item) => {
        const box = item.getBoundingClientRect();
        return Math.round((box.top + box.bottom) / 2);
      }),
    );
    await expect(rows.size).toBe(1);
    // The words are hidden visually only: the buttons keep their names.
    await expect(within(nav(canvasElement)).getByRole('button', { name: 'Anterior' })).toBeVisible();
  },
};
