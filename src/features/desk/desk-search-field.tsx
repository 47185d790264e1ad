import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type Ref } from 'react';

/** How long typing pauses before the list is searched. */
const SEARCH_DELAY_MS = 300;

interface DeskSearchFieldProps {
  ref?: Ref<HTMLInputElement>;
  label: string;
  description?: string;
  /** The search the list shows now (from the URL). */
  search: string | undefined;
  /** Called once typing pauses, or at once on Enter, with the trimmed text (undefined when empty). */
  onSearch: (search: string | undefined) => void;
}

/**
 * A desk list's search box. What is typed stays as typed; the list follows once typing pauses. The URL's
 * search is shown again when it changes from elsewhere (the back button), never over what is being typed.
 */
export function DeskSearchField({ ref, label, description, search, onSearch }: DeskSearchFieldProps) {
  const [typed, setTyped] = useState(search ?? '');
  const sent = useRef(search);
  const send = (text: string) => {
    const next = text.trim() || undefined;
    sent.current = next;
    if (next !== search) onSearch(next);
  };
  const sendSoon = useDebouncedCallback(send, SEARCH_DELAY_MS);

  useEffect(() => {
    if (search === sent.current) return;
    sent.current = search;
    setTyped(search ?? '');
  }, [search]);

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        sendSoon.cancel();
        send(typed);
      }}
    >
      <TextInput
        ref={ref}
        type="search"
        label={label}
        description={description}
        value={typed}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setTyped(text);
          sendSoon(text);
        }}
        w={{ base: '100%', sm: 360 }}
      />
    </form>
  );
}
