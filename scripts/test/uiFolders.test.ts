// The lint rule siipro/ui-folders (eslint.config.js) refuses an import that reaches into another component folder of
// packages/ui past its index.ts: linted through the workspace's own ESLint config, as `pnpm lint` does, on texts placed
// at real paths of the kit.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The ui-folders messages ESLint gives `code` as if it were the file at `path` (relative to the workspace). */
async function folderErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'siipro/ui-folders').map((m) => m.message);
}

describe('siipro/ui-folders', () => {
  // The first lint loads the workspace's config and its plugins (seconds on a busy machine): once, before the tests.
  beforeAll(() => eslint.calculateConfigForFile(`${root}packages/ui/src/index.ts`), 60_000);

  it("refuses a module inside another component's folder, in the same tier and across tiers", async () => {
    const errors = await folderErrors(
      'packages/ui/src/screens/ProjectScore/Wrong.tsx',
      [
        "import { ProjectFieldsEditor } from '../ProjectForm/ProjectFieldsEditor';",
        "import { Glyph } from '../../primitives/Icon/Glyph';",
        "export * from '../SettingsLayout/SettingsParts';",
        "export const later = () => import('../AuthLayout/AuthLayout');",
        'export const pieces = [ProjectFieldsEditor, Glyph];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining("may use screens/ProjectForm only through its index.ts ('../ProjectForm')"),
      expect.stringContaining("may use primitives/Icon only through its index.ts ('../../primitives/Icon')"),
      expect.stringContaining('may use screens/SettingsLayout only through its index.ts'),
      expect.stringContaining('may use screens/AuthLayout only through its index.ts'),
    ]);
  });

  it('allows a folder through its index, its own insides, and texts, samples and styles by name', async () => {
    const errors = await folderErrors(
      'packages/ui/src/screens/ProjectScore/Right.stories.tsx',
      [
        "import { ProjectFieldsEditor } from '../ProjectForm';",
        "import { Icon } from '../../primitives/Icon/index';",
        "import { Tooltip } from '../../primitives/Tooltip/index.ts';",
        "import { inlineEditHeaderTexts } from '../../patterns/InlineEditHeader/texts';",
        "import { samplePortrait } from '../../primitives/Avatar/Avatar.samples';",
        "import { ScoreExplanation } from '../ScoreExplanation';",
        "import { ProjectScore } from './ProjectScore';",
        "import { visuallyHidden } from '../../styles/visuallyHidden.css';",
        'export const pieces = [ProjectFieldsEditor, Icon, Tooltip, inlineEditHeaderTexts, samplePortrait];',
        'export const more = [ScoreExplanation, ProjectScore, visuallyHidden];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('holds in tests and in the shared folders as well', async () => {
    const fromTest = await folderErrors(
      'packages/ui/src/primitives/Button/Wrong.test.tsx',
      "import { AnchorTooltip } from '../Tooltip/Tooltip';\nexport const piece = AnchorTooltip;\n",
    );
    expect(fromTest).toEqual([expect.stringContaining('primitives/Tooltip only through its index.ts')]);
    const fromTesting = await folderErrors(
      'packages/ui/src/testing/wrong.ts',
      "import { MAIN_PADDING } from '../patterns/AppShell/AppShell';\nexport const padding = MAIN_PADDING;\n",
    );
    expect(fromTesting).toEqual([expect.stringContaining('testing/wrong.ts may use patterns/AppShell only through')]);
  });
});
