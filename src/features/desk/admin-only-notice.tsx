import { Alert } from '@mantine/core';
import { DeskPageHeader } from './desk-page-header';

/** What staff who are not admins see on an admin's page of the desk (their navigation does not offer it). */
export function AdminOnlyNotice({ title }: { title: string }) {
  return (
    <>
      <DeskPageHeader title={title} />
      <Alert color="covenant" variant="light" title="Admins only">
        Only an admin can open this page. Ask an admin if you need something changed here.
      </Alert>
    </>
  );
}
