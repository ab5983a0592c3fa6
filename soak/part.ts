// What a soak part is (a long-running check with flags of its own) and what it finds: named checks that pass or miss,
// each with the figures that decided it. The runner prints them together at the end, one line each, and fails when
// any missed.
import type { FlagSpec, Flags } from './flags.ts';

export interface SoakPart {
  /** One line for the usage text. */
  describe: string;
  flags: Record<string, FlagSpec>;
  run(flags: Flags): Promise<Check[]>;
}

export interface Check {
  name: string;
  pass: boolean;
  /** The figures behind the verdict, in one line ("0 errors of 61 203, 1 020 req/s, p99 210 ms"). */
  figures: string;
}

export const check = (name: string, pass: boolean, figures: string): Check => ({ name, pass, figures });

export const checkLine = ({ name, pass, figures }: Check) => `${pass ? 'PASS' : 'MISS'}  ${name}: ${figures}`;

/** Progress for the person watching, on stderr (the checks and tables go to stdout). */
export const log = (message: string) => console.error(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
