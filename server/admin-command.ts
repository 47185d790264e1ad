// `npm run admin -- grant <username> <admin|staff>` and `npm run admin -- revoke <username> <admin|staff>`:
// roles from the command line, where the first admin is made (after that, admins grant roles on the desk too).
// It opens the database as the server does (openDatabase): PostgreSQL at any time; the embedded database only
// while the server is stopped, since a running server holds its data directory. Each change is in the audit
// log as made by the command line. server/admin-cli.ts runs it with the process's arguments, environment and
// output; a test runs it in its own process with its own (a child process per case took seconds each).
import { grantableRoles, type GrantableRole } from './contracts/desk';
import { ConfigError, loadConfig } from './config';
import { AppError } from './errors';

const USAGE = `Usage: npm run admin -- grant <username> <${grantableRoles.join('|')}>
       npm run admin -- revoke <username> <${grantableRoles.join('|')}>`;

/** What the command line asked for, or why it cannot be done. */
function parseArguments(args: readonly string[]): { command: 'grant' | 'revoke'; username: string; role: GrantableRole } {
  const [command, username, role, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !username || !role || rest.length > 0) throw new ConfigError(USAGE);
  if (!isGrantableRole(role)) throw new ConfigError(`Unknown role "${role}": use ${grantableRoles.join(' or ')}.\n${USAGE}`);
  return { command, username, role };
}

function isGrantableRole(role: string): role is GrantableRole {
  return (grantableRoles as readonly string[]).includes(role);
}

async function run(args: readonly string[], env: Record<string, string | undefined>): Promise<string> {
  const { command, username, role } = parseArguments(args);
  const config = loadConfig(env);
  // Loaded once the arguments are known to be good: the database and its seeds take a second to load, which a
  // mistyped command need not wait for.
  const [{ default: pino }, { openDatabase }, { COMMAND_LINE }, { grantRole, revokeRole }] = await Promise.all([
    import('pino'),
    import('./startup'),
    import('./services/desk/audit'),
    import('./services/desk/roles'),
  ]);
  const database = await openDatabase(config, pino({ level: config.LOG_LEVEL })).catch((error: unknown) => {
    // On the embedded database the one ConfigError opening can raise is the data directory's lock.
    if (error instanceof ConfigError && !config.DATABASE_URL) {
      throw new ConfigError(
        `${error.message}\nThe admin command needs the embedded database to itself: stop the server, run the command again, ` +
          'then start the server. A site on PostgreSQL (DATABASE_URL) can be changed while it runs.',
      );
    }
    throw error;
  });
  try {
    const change = await (command === 'grant' ? grantRole : revokeRole)(database.db, COMMAND_LINE, username, role);
    return change.role === change.previousRole ? `${change.username} is already ${change.role}` : `${change.username} is now ${change.role} (was ${change.previousRole})`;
  } finally {
    await database.close();
  }
}

export interface AdminCommandIo {
  env?: Record<string, string | undefined>;
  /** Where the answer goes (the process's stdout). */
  stdout?: (text: string) => void;
  /** Where a refusal goes (console.error: the process's stderr). */
  stderr?: (...data: unknown[]) => void;
}

/** Runs the command `args` names and resolves to the process's exit code: 0 when done, 1 when refused or failed. */
export async function adminCommand(
  args: readonly string[],
  { env = process.env, stdout = (text) => process.stdout.write(text), stderr = console.error }: AdminCommandIo = {},
): Promise<number> {
  try {
    stdout(`${await run(args, env)}\n`);
    return 0;
  } catch (error) {
    stderr(error instanceof ConfigError || error instanceof AppError ? error.message : error);
    return 1;
  }
}
