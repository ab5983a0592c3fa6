// The lint rule siipro/ui-tiers (eslint.config.js) refuses a wrong-way import between packages/ui's tiers: linted
// through the workspace's own ESLint config, as `pnpm lint` does, on texts placed at real paths of each tier.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The ui-tiers messages ESLint gives `code` as if it were the file at `path` (relative to the workspace). */
async function tierErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'siipro/ui-tiers').map((m) => m.message);
}

describe('siipro/ui-tiers', () => {
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
});
