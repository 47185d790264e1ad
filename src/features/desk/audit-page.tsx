import { AuditLog } from './audit-log';
import { DeskPageHeader } from './desk-page-header';

/** /desk/audit: what staff have done on the desk, for anyone on it to read. */
export function AuditPage() {
  return (
    <>
      <DeskPageHeader title="Audit log">Every change made on the desk: who made it, when, and what it was before and after.</DeskPageHeader>
      <AuditLog />
    </>
  );
}
