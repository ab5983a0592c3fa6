// The lint rule siipro/ui-tiers (eslint.config.js) refuses a wrong-way import between packages/ui's tiers: linted
// through the workspace's own ESLint config, as `pnpm lint` does, on texts placed at real paths of each tier.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The ui-tiers messages ESLint gives `code` as if it were the file at `path` (relative to the workspace). */
async function tierErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'siipro/ui-tiers').map((m) => m.message);
}

describe('siipro/ui-tiers', () => {
  // The first lint loads the workspace's config and its plugins (seconds on a busy machine): once, before the tests.
  beforeAll(() => eslint.calculateConfigForFile(`${root}packages/ui/src/index.ts`), 60_000);

  it('refuses a primitive that imports a pattern or a screen', async () => {
    const errors = await tierErrors(
      'packages/ui/src/primitives/Button/Wrong.tsx',
      "import { Modal } from '../../patterns/Modal';\nimport { StatusPill } from '../../screens/StatusPill';\nexport const pieces = [Modal, StatusPill];\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('primitives may not import patterns'),
      expect.stringContaining('primitives may not import screens'),
    ]);
  });

  it('refuses a pattern that imports a screen, and allows it primitives and patterns', async () => {
    const errors = await tierErrors(
      'packages/ui/src/patterns/Modal/Wrong.tsx',
      "import { Button } from '../../primitives/Button';\nimport { Toast } from '../Toast';\nimport { ProjectsTable } from '../../screens/ProjectsTable';\nexport const pieces = [Button, Toast, ProjectsTable];\n",
    );
    expect(errors).toEqual([expect.stringContaining('patterns may not import screens')]);
  });

  it('refuses @siipro/domain outside screens, types included, and allows it in screens', async () => {
    const code =
      "import { messages } from '@siipro/domain';\nimport type { SortState } from '@siipro/domain';\nexport const x: [typeof messages, SortState?] = [messages];\n";
    expect(await tierErrors('packages/ui/src/primitives/Spinner/Wrong.tsx', code)).toHaveLength(2);
    expect(await tierErrors('packages/ui/src/patterns/Pagination/Wrong.tsx', code)).toHaveLength(2);
    expect(await tierErrors('packages/ui/src/styles/wrong.css.ts', code)).toHaveLength(2);
    expect(await tierErrors('packages/ui/src/screens/StatusPill/Right.tsx', code)).toEqual([]);
  });

  it('leaves stories free to show a piece inside a screen', async () => {
    const errors = await tierErrors(
      'packages/ui/src/patterns/Modal/Wrong.stories.tsx',
      "import { messages } from '@siipro/domain';\nimport { ProjectsTable } from '../../screens/ProjectsTable';\nexport const pieces = [messages, ProjectsTable];\n",
    );
    expect(errors).toEqual([]);
  });

  it("refuses a component that imports another component folder's styles, and allows its own and styles/", async () => {
    const errors = await tierErrors(
      'packages/ui/src/screens/GlobalSearch/Wrong.tsx',
      [
        "import { popover } from '../../patterns/SelectFilter/SelectFilter.css';",
        "import { buttonRecipe } from '../../primitives/Button/Button.css';",
        "import { label } from '../FormField/FormField.css';",
        "import { listItem } from '../../styles/listPopover.css';",
        "import * as styles from './GlobalSearch.css';",
        'export const looks = [popover, buttonRecipe, label, listItem, styles];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining("screens/GlobalSearch may not import patterns/SelectFilter's styles"),
      expect.stringContaining("screens/GlobalSearch may not import primitives/Button's styles"),
      expect.stringContaining("screens/GlobalSearch may not import screens/FormField's styles"),
    ]);
  });

  it("refuses another component's styles from a style module, a re-export and a story too", async () => {
    const fromStyles = await tierErrors(
      'packages/ui/src/styles/wrong.css.ts',
      "export { item } from '../patterns/SelectFilter/SelectFilter.css';\n",
    );
    expect(fromStyles).toEqual([expect.stringContaining("styles/wrong.css.ts may not import patterns/SelectFilter's")]);
    const fromStory = await tierErrors(
      'packages/ui/src/screens/StatusControl/Wrong.stories.tsx',
      "import { trigger } from '../../patterns/SelectFilter/SelectFilter.css.ts';\nexport const look = trigger;\n",
    );
    expect(fromStory).toHaveLength(1);
  });
});
