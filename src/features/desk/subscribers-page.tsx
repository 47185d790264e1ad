import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useRef } from 'react';
import { subscribersCsvHref } from './desk-exports';
import { DeskPageHeader } from './desk-page-header';
import { DeskSearchField } from './desk-search-field';
import { SubscriberList } from './subscriber-list';

interface SubscribersPageProps {
  /** The search in the URL (/desk/subscribers?search=lydia). */
  search: string | undefined;
  onSearchChange: (search: string | undefined) => void;
}

/** /desk/subscribers: who gets the newsletter and updates, searched, exported, removed. */
export function SubscribersPage({ search, onSearchChange }: SubscribersPageProps) {
  const searchBox = useRef<HTMLInputElement>(null);
  return (
    <>
      <DeskPageHeader title="Subscribers">
        Everyone who signed up for the newsletter or updates, newest first, with when and where they agreed.
      </DeskPageHeader>
      <Group justify="space-between" align="flex-end" gap="md">
        <DeskSearchField
          ref={searchBox}
          label="Search subscribers"
          description="Any part of the email or name"
          search={search}
          onSearch={onSearchChange}
        />
        {/* A plain download: the server streams the CSV of the same search. */}
        <Button component="a" href={subscribersCsvHref(search)} download variant="light" leftSection={<IconDownload size={18} aria-hidden="true" />}>
          Export CSV
        </Button>
      </Group>
      <SubscriberList search={search} fallbackFocus={searchBox} />
    </>
  );
}
