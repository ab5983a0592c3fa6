import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Skeleton } from './Skeleton';
import { DEFAULT_SKELETON_ROWS, SkeletonRows } from './SkeletonRows';

const meta = {
  title: 'Primitivas/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Grey placeholders in the shape of loading content: `text` (one or more lines), `rect` and `circle`. They ' +
          'are hidden from assistive technology; the loading container says it is busy. `SkeletonRows` fills a ' +
          'table body with placeholder rows (5 by default, as lists use).',
      },
    },
  },
  args: { variant: 'text' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const placeholders = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"]'));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [line] = placeholders(canvasElement);
    await expect(line).toBeDefined();
    // A text line fills its container.
    await expect(line!.getBoundingClientRect().width).toBe(480);
  },
};

export const Playground: Story = {
  args: { variant: 'rect', width: 240, height: 96 },
  play: async ({ canvasElement }) => {
    const box = placeholders(canvasElement)[0]!.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([240, 96]);
  },
};

export const Paragraph: Story = {
  args: { variant: 'text', lines: 3 },
  play: async ({ canvasElement }) => {
    const group = placeholders(canvasElement)[0]!;
    const bars = Array.from(group.children) as HTMLElement[];
    await expect(bars).toHaveLength(3);
    // The last line is shorter, like the end of a paragraph.
    await expect(bars[2]!.getBoundingClientRect().width).toBeLessThan(bars[0]!.getBoundingClientRect().width);
  },
};

export const Circle: Story = {
  args: { variant: 'circle', width: 48 },
  play: async ({ canvasElement }) => {
    const circle = placeholders(canvasElement)[0]!;
    const box = circle.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([48, 48]);
    await expect(getComputedStyle(circle).borderRadius).not.toBe('0px');
  },
};

/** The shape of an organisation card while it loads. */
export const CardPlaceholder: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Cargando organismos..."
      role="group"
      style={{
        display: 'flex',
        gap: vars.space['4'],
        padding: vars.space['4'],
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        background: vars.color.surface,
      }}
    >
      <Skeleton variant="circle" width={48} />
      <div style={{ flex: 1 }}>
        <Skeleton width="50%" />
        <Skeleton lines={2} />
        <Skeleton variant="rect" height={32} width={120} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Cargando organismos...' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    // Nothing inside is exposed to assistive technology.
    await expect(group).toHaveTextContent('');
  },
};

const columns = ['Código', 'Nombre', 'Organismo', 'Estado', 'Prioridad'];

/** A projects table while its page loads: 5 placeholder rows under the real header. */
export const TableRows: Story = {
  render: () => (
    <table aria-busy="true" style={{ width: '100%', borderCollapse: 'collapse', background: vars.color.surface }}>
      <caption style={{ textAlign: 'start', paddingBlock: vars.space['2'], fontWeight: vars.fontWeight.semibold }}>
        Proyectos
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column}
              scope="col"
              style={{
                textAlign: 'start',
                padding: vars.space['3'],
                borderBottom: `1px solid ${vars.color.borderStrong}`,
              }}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <SkeletonRows columns={columns.length} />
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Proyectos' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    const rows = table.querySelectorAll('tbody tr');
    await expect(rows).toHaveLength(DEFAULT_SKELETON_ROWS);
    await expect(DEFAULT_SKELETON_ROWS).toBe(5);
    for (const row of rows) await expect(row.querySelectorAll('td')).toHaveLength(columns.length);
  },
};
