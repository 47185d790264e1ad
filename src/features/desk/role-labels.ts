import type { UserRole } from '@server/contracts/accounts';

export const roleLabels: Record<UserRole, string> = { member: 'Member', staff: 'Staff', admin: 'Admin' };

/** 'grace is now staff.', or what the server said was already so. */
export function roleChangeText({ username, role, previousRole }: { username: string; role: UserRole; previousRole: UserRole }): string {
  if (role === previousRole) return `${username} is already ${role === 'member' ? 'a member' : role}.`;
  if (role === 'member') return `${username} is no longer ${previousRole}: they are a member again.`;
  return `${username} is now ${role}.`;
}
