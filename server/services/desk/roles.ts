// Roles: who is staff or admin. Admins grant and remove them on the desk; the first admin is made from the
// command line (server/admin-cli.ts). Nobody can remove the last admin, or the desk would have no one left
// to grant roles.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { users } from '../../../db/schema';
import type { UserRole } from '../../contracts/accounts';
import { deskMessages, grantableRoles, type GrantableRole, type roleChangeOutput, type staffOutput } from '../../contracts/desk';
import { AppError } from '../../errors';
import { recordStaffAction, type StaffActor } from './audit';

export type RoleChange = z.infer<typeof roleChangeOutput>;

/** Makes `username` staff or admin. Granting the role they already have changes nothing and is not logged. */
export function grantRole(db: Db, actor: StaffActor, username: string, role: GrantableRole): Promise<RoleChange> {
  return changeRole(db, actor, username, () => role);
}

/** Takes `role` from `username`, who becomes a member; refused when they do not hold it, or are the last admin. */
export function revokeRole(db: Db, actor: StaffActor, username: string, role: GrantableRole): Promise<RoleChange> {
  return changeRole(db, actor, username, (current) => {
    if (current !== role) throw new AppError('CONFLICT', deskMessages.notThatRole(username, role, current));
    return 'member';
  });
}

async function changeRole(db: Db, actor: StaffActor, username: string, next: (current: UserRole) => UserRole): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    // Every admin row is locked first, so two admins demoted at once are counted one after the other and
    // the second is refused as the last.
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update');
    const [user] = await tx
      .select({ id: users.id, username: users.username, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
      .for('update');
    if (!user) throw new AppError('NOT_FOUND', deskMessages.userNotFound(username));
    const role = next(user.role);
    if (role === user.role) return { username: user.username, role, previousRole: user.role };
    if (user.role === 'admin' && admins.length <= 1) throw new AppError('CONFLICT', deskMessages.lastAdmin(user.username));
    await tx.update(users).set({ role }).where(eq(users.id, user.id));
    await recordStaffAction(tx, actor, {
      action: role === 'member' ? 'role.revoke' : 'role.grant',
      subject: { type: 'user', id: user.id },
      before: { role: user.role },
      after: { role },
    });
    return { username: user.username, role, previousRole: user.role };
  });
}

/** Everyone who works the desk, admins first, then by name. */
export async function listStaff(db: Db): Promise<z.infer<typeof staffOutput>> {
  const staff = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(inArray(users.role, [...grantableRoles]))
    .orderBy(asc(sql`${users.role} = 'staff'`), asc(sql`lower(${users.username})`));
  return { staff };
}
