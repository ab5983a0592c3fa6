// Reading the projects list the way a person reads it: by column headers, row links and the pager's summary.
import { expect, type Locator, type Page } from '@playwright/test';

/** The list's table (its caption names it: "Proyectos" or "Programas"). */
export function listTable(page: Page): Locator {
  return page.getByRole('main').getByRole('table');
}

/** Waits until the list has finished loading (no skeleton, no previous page shown while the next loads). */
export async function waitForRows(page: Page): Promise<void> {
  const table = listTable(page);
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
}

/**
 * The texts of one column, row by row, found by its header text, as a screen reader reads them: the budget's exact
 * amount (its whole pesos on screen are hidden from assistive technology).
 */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  await waitForRows(page);
  return listTable(page).evaluate((table, wanted) => {
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const index = heads.indexOf(wanted);
    if (index < 0) throw new Error(`No column "${wanted}" among: ${heads.join(' | ')}`);
    return [...table.querySelectorAll('tbody tr')].map((tr) => {
      const cell = tr.children[index]?.cloneNode(true) as Element | undefined;
      cell?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return cell?.textContent?.trim() ?? '';
    });
  }, header);
}

/** The project names of the rows (the link text of the first column). */
export async function rowNames(page: Page): Promise<string[]> {
  await waitForRows(page);
  return listTable(page)
    .locator('tbody tr td:first-child a')
    .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));
}

/** "ARS 1.234.567,89" → 1234567.89; "-" → null. */
export function parseMoney(text: string): number | null {
  const digits = text.replace(/[^\d,-]/g, '');
  if (digits === '' || digits === '-') return null;
  return Number(digits.replace(',', '.'));
}

/**
 * The list's region, "Listado de proyectos" or "Listado de programas": the table's scroller from 40rem up, the cards'
 * section below (a phone).
 */
export function listRegion(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: /^Listado de (proyectos|programas)$/ });
}

/** The list's cards, one per project, as a phone shows them. */
export function listCards(page: Page): Locator {
  return listRegion(page).getByRole('article');
}

/** Waits until the list has finished loading, table or cards (nothing in its region is busy). */
export async function waitForList(page: Page): Promise<void> {
  const region = listRegion(page);
  await expect(region).toBeVisible();
  await expect(region).not.toHaveAttribute('aria-busy', 'true');
  await expect(region.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The texts of one field of every card, found by its label ("Estado"), card by card. */
export async function cardFieldTexts(page: Page, label: string): Promise<string[]> {
  await waitForList(page);
  return listCards(page).evaluateAll(
    (cards, wanted) =>
      cards.map((card) => {
        const term = [...card.querySelectorAll('dt')].find((dt) => dt.firstChild?.textContent?.trim() === wanted);
        return term?.nextElementSibling?.textContent?.trim() ?? '';
      }),
    label,
  );
}

/** The total of the pager's summary ("Página 1 de 16 · 320 resultados"), with the table or the cards. */
export async function listTotal(page: Page): Promise<number> {
  await waitForList(page);
  const summary = page.getByRole('navigation', { name: 'Paginación' }).getByText(/resultados?$/);
  const text = (await summary.textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/**
 * Records of a CSV text (RFC 4180 quoting: fields may hold separators, quotes and line breaks). The export uses `;`,
 * the list separator of Spanish (Argentina) spreadsheets.
 */
export function csvRecords(text: string, separator = ';'): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
