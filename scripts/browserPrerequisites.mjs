// What the browser stages need besides node_modules: the chromium every Playwright config launches and the fonts the
// screenshot baselines were drawn with (without them chromium falls back to other glyphs and every screenshot
// differs). `pnpm test` checks them before the first browser stage, so a machine without one stops at once with the
// command that installs it instead of failing hundreds of screenshots.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = '/usr/bin/chromium';

/** The baselines' fonts: the family fontconfig reports, the file that family comes in, the Debian package of it. */
const FONTS = [
  { family: 'DejaVu Sans', file: 'DejaVuSans.ttf', debian: 'fonts-dejavu-core' },
  { family: 'Noto Color Emoji', file: 'NotoColorEmoji.ttf', debian: 'fonts-noto-color-emoji' },
];

const FONT_DIRECTORIES = ['/usr/share/fonts', '/usr/local/share/fonts', join(homedir(), '.local/share/fonts')];

/** Families fontconfig knows (what chromium asks), or null on a machine without fc-list. */
function fontconfigFamilies() {
  try {
    const listed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return new Set(listed.split('\n').flatMap((line) => line.split(',').map((family) => family.trim())));
  } catch {
    return null;
  }
}

function fontFileInstalled(file) {
  return FONT_DIRECTORIES.some(
    (directory) =>
      existsSync(directory) &&
      readdirSync(directory, { recursive: true }).some((entry) => String(entry).split('/').pop() === file),
  );
}

/** Null when everything is there, else one line naming what is missing and the command that installs it. */
export function missingBrowserPrerequisites() {
  const missing = existsSync(CHROMIUM) ? [] : ['chromium'];
  const families = fontconfigFamilies();
  for (const font of FONTS) {
    const installed = families ? families.has(font.family) : fontFileInstalled(font.file);
    if (!installed) missing.push(font.debian);
  }
  if (missing.length === 0) return null;
  return `The browser tests need ${missing.join(', ')} (README, "The two commands"): apt-get install -y ${missing.join(' ')}`;
}
