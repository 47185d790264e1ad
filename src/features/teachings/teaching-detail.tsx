import { Badge, Container, Group, Text } from '@mantine/core';
import { IconCalendar, IconUser } from '@tabler/icons-react';
import { teachingCategoryLabel } from '@/content/teaching-categories';
import type { TeachingDetail as Teaching } from '@/content/teachings';
import { ArticleSection } from '@/components/article-section';
import { DetailHeader, DetailHeaderBadge } from '@/components/detail-header';
import { formatTeachingDate } from './format-teaching-date';
import { TeachingMediaTabs } from './teaching-media-tabs';
import classes from './teaching-detail.module.css';
import { LazyScriptureText } from '@/components/lazy-scripture-text';
import { pageTitle } from '@/lib/page-meta';

/** A teaching's page once it has loaded: what it is about, the message itself and its media. */
export function TeachingDetail({ teaching }: { teaching: Teaching }) {
  return (
    <article>
      <title>{pageTitle(teaching.title)}</title>
      <DetailHeader
        back={{ to: '/teachings', label: 'All Teachings' }}
        badges={
          <>
            <Badge color="gold.4" c="dark.8" variant="filled" radius="sm">
              {teachingCategoryLabel(teaching.category)}
            </Badge>
            <DetailHeaderBadge>{teaching.subcategory}</DetailHeaderBadge>
          </>
        }
        title={teaching.title}
      >
        <Text className={classes.lead}>{teaching.description}</Text>
        <Group gap="lg" mt="lg" className={classes.meta}>
          <span className={classes.metaItem}>
            <IconCalendar size={18} aria-hidden="true" />
            <time dateTime={teaching.date}>{formatTeachingDate(teaching.date)}</time>
          </span>
          <span className={classes.metaItem}>
            <IconUser size={18} aria-hidden="true" />
            <span>
              <span className={classes.metaLabel}>By </span>
              {teaching.author}
            </span>
          </span>
        </Group>
      </DetailHeader>

      <Container size="md" className={classes.body}>
        <div className={classes.grid}>
          <img src={teaching.image} alt={teaching.imageAlt} className={classes.image} width={640} height={400} />
          <ArticleSection headingId="teaching-message-title" title="About This Teaching">
            {teaching.content.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)} mt="md" lh={1.75} className={classes.paragraph}>
                <LazyScriptureText text={paragraph} />
              </Text>
            ))}
          </ArticleSection>
        </div>

        <ArticleSection headingId="teaching-media-title" title="Watch, Read and Listen" className={classes.media}>
          <TeachingMediaTabs teaching={teaching} />
        </ArticleSection>
      </Container>
    </article>
  );
}
