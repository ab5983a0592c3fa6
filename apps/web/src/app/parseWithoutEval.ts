// Imported first by main.tsx, for its side effect: zod parses without compiling (the page's CSP forbids eval), from
// the very first schema on: zod decides whether to compile an object schema when the schema is built, and modules
// build theirs while they load. Imported by its own path: the package's index would load (and build) them all first.
import { parseWithoutEval } from '@siipro/domain/parse-without-eval';

parseWithoutEval();
