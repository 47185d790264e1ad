import type { SignedInUser } from '@server/contracts/accounts';
import { Divider } from '@mantine/core';
import { useRef, useState } from 'react';
import { ActionStatus } from './action-status';
import { DeskPageHeader } from './desk-page-header';
import { GrantRoleForm } from './grant-role-form';
import { StaffList } from './staff-list';

/** /desk/staff, for admins: who works the desk, and granting or taking away their roles. */
export function StaffPage({ viewer }: { viewer: Pick<SignedInUser, 'username'> }) {
  const [done, setDone] = useState<string | null>(null);
  const formSection = useRef<HTMLDivElement>(null);
  return (
    <>
      <DeskPageHeader title="Staff">
        Staff read and answer what visitors send; admins also grant roles and change the desk&rsquo;s settings. There is always at least one
        admin.
      </DeskPageHeader>
      <ActionStatus message={done} />
      <StaffList viewer={viewer} onDone={setDone} fallbackFocus={formSection} />
      <Divider />
      <div ref={formSection} tabIndex={-1}>
        <GrantRoleForm onDone={setDone} />
      </div>
    </>
  );
}
