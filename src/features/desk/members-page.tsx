import { DeskPageHeader } from './desk-page-header';
import { DeskSearchField } from './desk-search-field';
import { MemberList } from './member-list';

interface MembersPageProps {
  /** The search in the URL (/desk/members?search=grace). */
  search: string | undefined;
  onSearchChange: (search: string | undefined) => void;
}

/** /desk/members: accounts by username, with their membership, Premium period and purchases (never a password or session). */
export function MembersPage({ search, onSearchChange }: MembersPageProps) {
  return (
    <>
      <DeskPageHeader title="Members">Find a member by their username to see what they hold and what they bought.</DeskPageHeader>
      <DeskSearchField label="Search members" description="Any part of the username" search={search} onSearch={onSearchChange} />
      <MemberList search={search} />
    </>
  );
}
