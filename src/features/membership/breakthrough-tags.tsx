import { Badge, Group } from '@mantine/core';

/** The topic tags of a community resource. */
export function BreakthroughTags({ tags }: { tags: readonly string[] }) {
  return (
    <Group gap={6} mt="sm" component="ul" aria-label="Topics" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="outline" color="gray" c="gray.8" size="sm" tt="none">
            {tag}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
