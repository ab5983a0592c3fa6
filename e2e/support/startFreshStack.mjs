#!/usr/bin/env node
// Playwright's web server: the whole stack of `pnpm start` on a database of its own, emptied first, so every run
// starts from the deterministic seed whatever earlier runs (or a developer's .data/) left behind.
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the end-to-end database directory');
rmSync(dataDir, { recursive: true, force: true });

// The orchestrator runs in this very process: Playwright's SIGTERM reaches its handler, which stops every child.
await import('../../scripts/start.mjs');
