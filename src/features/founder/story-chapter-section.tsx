import { Text, Title } from '@mantine/core';
import type { StoryChapter } from '@/content/founder-story';
import classes from './founder-story.module.css';
import { LazyScriptureText } from '@/components/lazy-scripture-text';

/** One chapter of the founder's story, with the verse that marked it. */
export function StoryChapterSection({ chapter }: { chapter: StoryChapter }) {
  const headingId = `${chapter.id}-title`;
  return (
    <section id={chapter.id} aria-labelledby={headingId} className={classes.chapter}>
      <Title order={2} id={headingId} className={classes.chapterTitle}>
        {chapter.title}
      </Title>
      {chapter.paragraphs.map((paragraph) => (
        <Text key={paragraph} size="lg" mt="md" lh={1.8} c="gray.8">
          <LazyScriptureText text={paragraph} />
        </Text>
      ))}
      {chapter.scripture ? (
        <figure className={classes.scripture}>
          <blockquote className={classes.verse}>“{chapter.scripture.text}”</blockquote>
          <figcaption className={classes.reference}>
            <LazyScriptureText text={chapter.scripture.reference} />
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}
