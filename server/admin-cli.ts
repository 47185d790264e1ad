// `npm run admin -- grant <username> <admin|staff>` and `npm run admin -- revoke <username> <admin|staff>`
// (server/admin-command.ts): the command run with this process's arguments, environment and output.
import { adminCommand } from './admin-command';

const exitCode = await adminCommand(process.argv.slice(2));
if (exitCode !== 0) process.exitCode = exitCode;
