// `npm run admin -- grant <username> <admin|staff>` and `npm run admin -- revoke <username> <admin|staff>`:
// roles from the command line, where the first admin is made (after that, admins grant roles on the desk too).
// It opens the database as the server does (openDatabase): PostgreSQL at any time; the embedded database only
// while the server is stopped, since a running server holds its data directory. Each change is in the audit
// log as made by the command line.
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

async function run(args: readonly string[]): Promise<string> {
  const { command, username, role } = parseArguments(args);
  const config = loadConfig();
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

try {
  process.stdout.write(`${await run(process.argv.slice(2))}\n`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof AppError ? error.message : error);
  process.exitCode = 1;
}
