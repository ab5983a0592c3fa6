import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoTenants } from '@siipro/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DomainsList, type DomainsListItem, type DomainsListProps } from './DomainsList';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const cenit = demoTenants.find((tenant) => tenant.slug === 'cenit-demo')!;

const meta = {
  title: 'Pantallas/DomainsList',
  component: DomainsList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '"Dominios" (platform.md §2, §5): the tenant\'s domains, a field to add one checked with the domain rule ' +
          '("Por favor ingresa un dominio válido (ej: {host}).") and Eliminar behind a confirmation dialog.',
      },
    },
  },
  args: {
    domains: cenit.domains,
    exampleHost: 'siipro.example.gob.ar',
    onAdd: fn(async () => true),
    onDelete: fn(async () => undefined),
  },
  // The list follows what was added and deleted, as the app does once the API answers.
  render: function Render(args: DomainsListProps) {
    const [domains, setDomains] = useState<readonly DomainsListItem[] | null | undefined>(args.domains);
    return (
      <DomainsList
        {...args}
        domains={domains}
        onAdd={async (domain) => {
          const result = await args.onAdd(domain);
          setDomains((current) => [...(current ?? []), { domain: domain.toLowerCase(), createdAt: null }]);
          return result;
        }}
        onDelete={async (domain) => {
          await args.onDelete(domain);
          setDomains((current) => current?.filter((item) => item.domain !== domain));
        }}
      />
    );
  },
} satisfies Meta<typeof DomainsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dominios' })).toBeVisible();
    await expect(canvas.getByText('cenit.example.gob.ar')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eliminar dominio siipro.test' })).toBeVisible();
  },
};

export const Playground: Story = {
  tags: ['no-screenshot'],
  args: { domains: [{ domain: 'obraspublicas.example.gob.ar', createdAt: '2025-03-03T14:10:00.000Z' }] },
};

export const AddDomain: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Dominio' });
    await userEvent.type(field, '  Municipio.Example.gob.ar {Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Municipio.Example.gob.ar');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(canvas.getByText('municipio.example.gob.ar')).toBeVisible();
  },
};

export const InvalidDomain: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Dominio' });
    await userEvent.type(field, 'https://municipio');
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Por favor ingresa un dominio válido (ej: siipro.example.gob.ar).');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const DeleteWithConfirmation: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar dominio siipro.test' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Eliminar dominio' });
    await expect(dialog).toHaveTextContent('¿Eliminar el dominio siipro.test de este espacio de trabajo?');
    // Volver keeps it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar dominio siipro.test' }));
    const again = await page(canvasElement).findByRole('dialog', { name: 'Eliminar dominio' });
    await userEvent.click(within(again).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith('siipro.test');
    await waitFor(() => expect(canvas.queryByText('siipro.test')).toBeNull());
  },
};

/** The dialog as it opens (the screenshot shows it over the list). */
export const ConfirmDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eliminar dominio cenit.example.gob.ar' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Eliminar dominio' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Empty: Story = {
  tags: ['no-screenshot'],
  args: { domains: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay dominios registrados.')).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['no-screenshot'],
  args: { domains: null, loadError: 'No se pudo obtener los dominios del tenant' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No se pudo obtener los dominios');
  },
};
