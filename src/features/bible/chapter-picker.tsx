import { Group, Select } from '@mantine/core';
import { BIBLE_BOOKS } from '@server/contracts/bible-books';
import { findBook, type ChapterPlace } from './bible-places';

const bookOptions = [
  { group: 'Old Testament', items: BIBLE_BOOKS.filter((book) => book.testament === 'old').map((book) => book.name) },
  { group: 'New Testament', items: BIBLE_BOOKS.filter((book) => book.testament === 'new').map((book) => book.name) },
];

interface ChapterPickerProps {
  place: ChapterPlace;
  onChange: (place: ChapterPlace) => void;
}

/** Book, then chapter; the chapter list is as long as the chosen book. A new book opens at chapter 1. */
export function ChapterPicker({ place, onChange }: ChapterPickerProps) {
  const book = findBook(place.book);
  const chapterOptions = Array.from({ length: book?.chapters ?? 0 }, (_, index) => String(index + 1));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Book"
        data={bookOptions}
        value={book?.name ?? null}
        onChange={(name) => name && onChange({ book: name, chapter: 1 })}
        allowDeselect={false}
        searchable
        w={200}
      />
      <Select
        label="Chapter"
        data={chapterOptions}
        value={chapterOptions.includes(String(place.chapter)) ? String(place.chapter) : null}
        onChange={(chapter) => chapter && book && onChange({ book: book.name, chapter: Number(chapter) })}
        allowDeselect={false}
        disabled={!book}
        w={110}
        maxDropdownHeight={280}
      />
    </Group>
  );
}
