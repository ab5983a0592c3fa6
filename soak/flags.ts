// The command line of `pnpm soak [part…] [--flag value…]`: part names first (none: every part), then flags. Each part
// says which flags it reads and their defaults; a flag no chosen part knows is an error, not silently ignored.

/** A mistake on the command line: its message is all the person needs, without a stack. */
export class UsageError extends Error {}

export interface FlagSpec {
  /** Shown in the usage line, e.g. "seconds per route (60)". */
  help: string;
  default: number;
}

export type Flags = Record<string, number>;

export function parseCommandLine(
  argv: readonly string[],
  partNames: readonly string[],
): { parts: string[]; values: Map<string, number> } {
  const parts: string[] = [];
  const values = new Map<string, number>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--') continue;
    if (!arg.startsWith('--')) {
      if (!partNames.includes(arg)) throw new UsageError(`unknown part "${arg}" (parts: ${partNames.join(', ')})`);
      parts.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const text = inline ?? argv[++index];
    const value = Number(text);
    if (text === undefined || !Number.isFinite(value) || value < 0) {
      throw new UsageError(`--${name} needs a number ≥ 0, got "${text ?? ''}"`);
    }
    values.set(name, value);
  }
  return { parts: parts.length > 0 ? parts : [...partNames], values };
}

/** The flags of one part: its defaults overridden by the command line. */
export function flagsOf(specs: Record<string, FlagSpec>, values: ReadonlyMap<string, number>): Flags {
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, values.get(name) ?? spec.default]));
}
