import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PublishControl, type PublishControlProps } from './PublishControl';

function Stateful(props: PublishControlProps) {
  const [published, setPublished] = useState(props.published);
  return (
    <PublishControl
      {...props}
      published={published}
      onChange={(next) => {
        setPublished(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/PublishControl',
  component: PublishControl,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'A project’s "Publicado" switch (issue 45): a checkbox with role="switch", kept in the project’s history, ' +
          'and the link "Ver en el portal público" when the project is published and the portal is on.',
      },
    },
  },
  args: { published: false, canEdit: true, onChange: fn(), publicHref: null },
} satisfies Meta<typeof PublishControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Publicado' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(
      'Se muestra en el portal público mientras el portal esté encendido.',
    );
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toBeChecked();
  },
};

export const PublishedWithLink: Story = {
  args: { published: true, publicHref: '/publico/cenit-demo/proyectos/acueducto-del-norte' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Publicado' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Ver en el portal público' })).toHaveAttribute(
      'href',
      '/publico/cenit-demo/proyectos/acueducto-del-norte',
    );
  },
};

/** The server refuses: the switch moves when pressed, then goes back to the project's value. */
export const Refused: Story = {
  tags: ['no-screenshot'],
  render: function Render(args) {
    const [busy, setBusy] = useState(false);
    return (
      <PublishControl
        {...args}
        busy={busy}
        onChange={(next) => {
          args.onChange(next);
          setBusy(true);
          setTimeout(() => setBusy(false), 50);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Publicado' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await waitFor(() => expect(toggle).not.toBeChecked());
  },
};

/** A viewer reads the value; there is no switch. */
export const ReadOnly: Story = {
  args: { published: true, canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvasElement).toHaveTextContent('PublicadoSí');
  },
};

/** Try the switch's props: here published, with no link to the portal yet. */
export const Playground: Story = {
  args: { published: true, publicHref: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Publicado' })).toBeChecked();
    await expect(canvas.queryByRole('link', { name: 'Ver en el portal público' })).toBeNull();
  },
};
