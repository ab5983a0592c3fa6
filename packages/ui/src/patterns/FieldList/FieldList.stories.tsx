import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { samplePortrait } from '../../primitives/Avatar/Avatar.samples';
import { Field, FieldList, PersonValue, valueOrMissing } from './FieldList';

const meta = {
  title: 'Patrones/FieldList',
  component: FieldList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Label/value pairs of a detail panel as a description list, each label above its value. `valueOrMissing` ' +
          'and `MissingValue` show "-" ("Sin datos" to screen readers) for a missing value; `PersonValue` shows a ' +
          "person's avatar (initials without a picture) and name, or the dash.",
      },
    },
  },
  args: {
    children: (
      <>
        <Field label="Código">ministerio-de-infraestructura</Field>
        <Field label="Responsable">
          <PersonValue person={{ name: 'Gabriela Ruiz', avatarUrl: samplePortrait }} />
        </Field>
        <Field label="Creado por">
          <PersonValue person={{ name: 'Martín Sosa', avatarUrl: null }} />
        </Field>
        <Field label="Actualizado por">
          <PersonValue person={null} />
        </Field>
        <Field label="Fecha de actualización">{valueOrMissing('')}</Field>
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FieldList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** People with a picture, with initials, and missing; a missing date. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Código',
      'Responsable',
      'Creado por',
      'Actualizado por',
      'Fecha de actualización',
    ]);
    await expect(canvas.getByText('Gabriela Ruiz')).toBeVisible();
    await expect(canvas.getAllByText('Sin datos')).toHaveLength(2);
  },
};

export const Playground: Story = {};
