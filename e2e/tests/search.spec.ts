// The top bar's search through the real stack (platform.md §2): an accent-less word finds the project with the
// accent, and the keyboard alone opens it.
import { expect, test } from '@playwright/test';
import { demoProjectsByTenant, paths } from '@siipro/domain';
import { accounts, tenants } from '../support/accounts.ts';
import { expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
/**
 * A project whose name has an accent, with an organisation (its page lives under it); from the end of the seed, far
 * from the projects other journeys rename.
 */
const project = [...demoProjectsByTenant['cenit-demo']]
  .reverse()
  .find(
    (candidate) =>
      candidate.type === 'proyecto' && candidate.organizations.length > 0 && fold(candidate.name) !== candidate.name,
  )!;

test('the search box finds a project by its name without accents and opens it with the keyboard', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenants.demo.slug);
  const box = page.getByRole('combobox', { name: 'Búsqueda global' });
  await box.click();
  await expect(page.getByText('Vistos recientemente')).toBeVisible();

  await box.fill(fold(project.name).toLowerCase());
  await box.press('Enter');
  const options = page.getByRole('listbox', { name: 'Resultados de búsqueda' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  const index = names.findIndex((text) => text.startsWith(project.name));
  expect(index, `"${project.name}" among ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= index; step++) await box.press('ArrowDown');
  await box.press('Enter');

  await expect(page).toHaveURL(
    new RegExp(
      `${paths.project(tenants.demo.slug, { slug: project.slug, type: project.type, organizationSlug: project.organizations[0]!.slug })}$`,
    ),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
});

test('the search box shows matches while one types, without pressing Enter', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.viewer.email);
  await expectDashboard(page, tenants.demo.slug);
  const box = page.getByRole('combobox', { name: 'Búsqueda global' });
  await box.click();
  // The first word of the project's name, typed key by key as a person does.
  const word = fold(project.name)
    .split(' ')
    .find((part) => part.length >= 5)!
    .toLowerCase();
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/search')) asked.push(url.searchParams.get('q') ?? '');
  });
  await box.pressSequentially(word, { delay: 40 });
  const options = page.getByRole('listbox', { name: 'Resultados de búsqueda' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(page.getByText('Vistos recientemente')).toBeHidden();
  // Typing faster than the pause asks once for the word, never for a single letter.
  expect(asked.every((q) => q.length >= 2)).toBe(true);
  expect(asked.length).toBeLessThan(word.length - 1);
  await expect.poll(() => asked.at(-1)).toBe(word);
});
