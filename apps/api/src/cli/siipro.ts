// The operator's command line (`pnpm siipro …`, issue 46; README "Operación"): open and list tenants, disable and
// enable one, migrate, back up and restore — against the database the environment names (DATA_DIR's PGlite, or
// DATABASE_URL), as the API would open it. Each command checks its arguments before touching anything, says what it
// did in Spanish, and ends with 0 on success and 1 on any failure (2 for a command line it cannot read).
// `runCli` takes its environment and output as arguments, so the tests run it in-process.
import { formatDateTimeAR, formatFileSize, interpolate, messages, type TenantPlan } from '@siipro/domain';
import type { Logger } from 'pino';
import { openMigratedDatabase } from '../bootstrap.ts';
import { systemClock, type Clock } from '../clock.ts';
import { loadConfig, type ApiConfig } from '../config.ts';
import { configuredTarget, openDatabase, type DatabaseHandle } from '../db/client.ts';
import { DatabaseBusyError } from '../db/pgliteLock.ts';
import { runMigrations, shippedMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { sendInvitation } from '../tenants/invitationMail.ts';
import { backupDatabase, restoreDatabase } from '../operator/backup.ts';
import { documentStoreFor } from '../projects/configuredDocumentStore.ts';
import {
  checkEmail,
  checkPlan,
  checkTenantName,
  checkTenantSlug,
  createTenant,
  listTenants,
  OperatorError,
  setTenantDisabled,
} from '../operator/tenants.ts';
import { textRows } from '../db/textRows.ts';
import { sql } from 'drizzle-orm';

const texts = messages.operator;

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

export interface CliOptions {
  env?: NodeJS.ProcessEnv;
  output?: CliOutput;
  clock?: Clock;
  /** Sends the first admin's invitation; absent: made from SMTP_URL (none without it). */
  mailer?: Mailer | null;
}

/** A command line that cannot be read: its message, and exit code 2 (as most command-line tools do). */
class UsageError extends Error {}

type OptionKind = 'string' | 'boolean';

interface ParsedArguments {
  options: Record<string, string | boolean>;
  positionals: string[];
}

/**
 * `--name value`, `--name=value` and `--flag`, only the options the command knows. A value that is missing, or that
 * looks like the next option, is refused rather than guessed.
 */
function parseArguments(argv: readonly string[], spec: Record<string, OptionKind>): ParsedArguments {
  const options: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (!argument.startsWith('--') || argument === '--') {
      if (argument !== '--') positionals.push(argument);
      continue;
    }
    const equals = argument.indexOf('=');
    const name = argument.slice(2, equals === -1 ? undefined : equals);
    const kind = spec[name];
    if (!kind) throw new UsageError(interpolate(texts.errors.unknownOption, { option: `--${name}` }));
    if (kind === 'boolean') {
      if (equals !== -1) throw new UsageError(interpolate(texts.errors.unknownOption, { option: argument }));
      options[name] = true;
      continue;
    }
    let value: string | undefined;
    if (equals !== -1) value = argument.slice(equals + 1);
    else {
      value = argv[index + 1];
      if (value !== undefined && !value.startsWith('--')) index += 1;
      else value = undefined;
    }
    if (value === undefined || value.trim() === '')
      throw new UsageError(interpolate(texts.errors.missingValue, { option: `--${name}` }));
    options[name] = value;
  }
  return { options, positionals };
}

function required(parsed: ParsedArguments, name: string): string {
  const value = parsed.options[name];
  if (typeof value !== 'string') throw new UsageError(interpolate(texts.errors.missingOption, { option: `--${name}` }));
  return value;
}

function noPositionals(parsed: ParsedArguments, expected = 0): void {
  const extra = parsed.positionals[expected];
  if (extra !== undefined) throw new UsageError(interpolate(texts.errors.extraArgument, { argument: extra }));
}

/** The help: each command's syntax (code, so not translated) and what it does. */
function usage(): string {
  const line = (syntax: string, text: string) => `  ${syntax}\n      ${text}`;
  return [
    texts.usage.title,
    line(
      'tenant create --slug <identificador> --name <nombre> --admin <correo> [--plan free|basic|premium] [--demo]',
      texts.usage.tenantCreate,
    ),
    line('tenant list', texts.usage.tenantList),
    line('tenant disable <identificador>', texts.usage.tenantDisable),
    line('tenant enable <identificador>', texts.usage.tenantEnable),
    line('migrate', texts.usage.migrate),
    line('backup <archivo>', texts.usage.backup),
    line('restore <archivo> [--force]', texts.usage.restore),
  ].join('\n');
}

interface CommandContext {
  config: ApiConfig;
  env: NodeJS.ProcessEnv;
  output: CliOutput;
  clock: Clock;
  logger: Logger;
  mailer: Mailer | null;
}

async function withDatabase<T>(context: CommandContext, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openMigratedDatabase(context.config, context.logger);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

const planLabel = (plan: string) => messages.settings.general.plans[plan as TenantPlan] ?? plan;

async function tenantCreate(argv: readonly string[], context: CommandContext): Promise<void> {
  const parsed = parseArguments(argv, {
    slug: 'string',
    name: 'string',
    admin: 'string',
    plan: 'string',
    demo: 'boolean',
  });
  noPositionals(parsed);
  const input = {
    slug: required(parsed, 'slug'),
    name: required(parsed, 'name'),
    adminEmail: required(parsed, 'admin'),
    plan: typeof parsed.options.plan === 'string' ? parsed.options.plan : undefined,
    demo: parsed.options.demo === true,
  };
  // Checked before the database is opened: a bad command line costs nothing (createTenant checks again).
  checkTenantSlug(input.slug);
  checkTenantName(input.name);
  checkEmail(input.adminEmail);
  if (input.plan !== undefined) checkPlan(input.plan);
  const now = context.clock.now();
  const created = await withDatabase(context, (handle) => createTenant(handle.db, input, now));
  const { out } = context.output;
  out(interpolate(texts.done.tenantCreated, { name: created.name, slug: created.slug, plan: planLabel(created.plan) }));
  const sent = await sendInvitation(created.invitation, context.mailer, context.config.webUrl, now);
  if (sent.emailSent) out(interpolate(texts.done.invitationMailed, { email: sent.email }));
  else {
    out(
      interpolate(context.mailer ? texts.done.invitationNotMailed : texts.done.invitationLink, { email: sent.email }),
    );
    out(sent.link ?? '');
  }
  out(interpolate(texts.done.invitationExpires, { date: formatDateTimeAR(sent.expiresAt) }));
}

async function tenantList(argv: readonly string[], context: CommandContext): Promise<void> {
  noPositionals(parseArguments(argv, {}));
  const rows = await withDatabase(context, (handle) => listTenants(handle.db));
  const { out } = context.output;
  if (rows.length === 0) return out(texts.done.tenantListEmpty);
  out(texts.done.tenantListHeader);
  for (const row of rows) {
    const state = [
      row.disabledAt ? texts.done.stateDisabled : texts.done.stateEnabled,
      ...(row.isDemo ? [texts.done.stateDemo] : []),
    ].join(', ');
    out([row.slug, row.name, planLabel(row.plan), String(row.members), state].join(' | '));
  }
}

function tenantToggle(disabled: boolean) {
  return async (argv: readonly string[], context: CommandContext): Promise<void> => {
    const parsed = parseArguments(argv, {});
    noPositionals(parsed, 1);
    const slug = parsed.positionals[0];
    if (!slug) throw new UsageError(interpolate(texts.errors.missingOption, { option: '<identificador>' }));
    const result = await withDatabase(context, (handle) =>
      setTenantDisabled(handle.db, slug, disabled, context.clock.now()),
    );
    const done =
      result === 'unchanged'
        ? disabled
          ? texts.done.alreadyDisabled
          : texts.done.alreadyEnabled
        : disabled
          ? texts.done.tenantDisabled
          : texts.done.tenantEnabled;
    context.output.out(interpolate(done, { slug }));
  };
}

async function migrate(argv: readonly string[], context: CommandContext): Promise<void> {
  noPositionals(parseArguments(argv, {}));
  // The migrations alone, under the same advisory lock the API takes at start (db/migrate.ts).
  const handle = await openDatabase(configuredTarget(context.config));
  try {
    await runMigrations(handle);
    const { rows } = await textRows(handle.db, sql`select count(*)::text from drizzle.__drizzle_migrations`);
    context.output.out(interpolate(texts.done.migrated, { count: rows[0]?.[0] ?? shippedMigrations().count }));
  } finally {
    await handle.close();
  }
}

function fileArgument(parsed: ParsedArguments): string {
  noPositionals(parsed, 1);
  const file = parsed.positionals[0];
  if (!file) throw new UsageError(texts.errors.missingFile);
  return file;
}

async function backup(argv: readonly string[], context: CommandContext): Promise<void> {
  const file = fileArgument(parseArguments(argv, {}));
  const store = documentStoreFor(context.config);
  const result = await backupDatabase(configuredTarget(context.config), file, context.env, store);
  const { out } = context.output;
  out(interpolate(texts.done.backedUp, { file, size: formatFileSize(result.size) }));
  out(interpolate(texts.done.backedUpDocuments, { count: result.documents }));
  if (result.missing.length > 0)
    out(interpolate(texts.done.documentsMissing, { count: result.missing.length, keys: result.missing.join(', ') }));
}

async function restore(argv: readonly string[], context: CommandContext): Promise<void> {
  const parsed = parseArguments(argv, { force: 'boolean' });
  const file = fileArgument(parsed);
  const restored = await restoreDatabase(configuredTarget(context.config), file, {
    force: parsed.options.force === true,
    env: context.env,
    store: documentStoreFor(context.config),
  });
  const summary = await withDatabase(context, async (handle) => {
    const { rows } = await textRows(
      handle.db,
      sql`select (select count(*) from tenants)::text, (select count(*) from users)::text`,
    );
    return { tenants: rows[0]?.[0] ?? '0', users: rows[0]?.[1] ?? '0' };
  });
  context.output.out(interpolate(texts.done.restored, { file, ...summary }));
  context.output.out(
    restored.documents === null
      ? texts.done.restoredDatabaseOnly
      : interpolate(texts.done.restoredDocuments, { count: restored.documents }),
  );
}

type Command = (argv: readonly string[], context: CommandContext) => Promise<void>;

const COMMANDS: Record<string, Command> = {
  'tenant create': tenantCreate,
  'tenant list': tenantList,
  'tenant disable': tenantToggle(true),
  'tenant enable': tenantToggle(false),
  migrate,
  backup,
  restore,
};

/** Runs one command line; resolves to the process's exit code. */
export async function runCli(argv: readonly string[], options: CliOptions = {}): Promise<number> {
  const env = options.env ?? process.env;
  const output = options.output ?? {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  };
  const [first, second] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    output.out(usage());
    return first === undefined ? 2 : 0;
  }
  const name = first === 'tenant' ? `tenant ${second ?? ''}`.trim() : first;
  const command = COMMANDS[name];
  if (!command) {
    output.err(interpolate(texts.errors.unknownCommand, { command: name }));
    return 2;
  }
  try {
    const config = loadConfig(env);
    // The operator reads the command's own lines; the log says only what went wrong.
    const logger = createLogger(env.LOG_LEVEL ?? 'warn');
    const context: CommandContext = {
      config,
      env,
      output,
      clock: options.clock ?? systemClock,
      logger,
      mailer: options.mailer !== undefined ? options.mailer : createMailer(config, logger),
    };
    await command(argv.slice(first === 'tenant' ? 2 : 1), context);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(error.message);
      output.err(usage());
      return 2;
    }
    const known = error instanceof OperatorError || error instanceof DatabaseBusyError;
    const reason = error instanceof Error ? error.message : String(error);
    output.err(known ? reason : interpolate(texts.errors.failed, { reason }));
    return 1;
  }
}
