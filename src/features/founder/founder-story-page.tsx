import { Container, Image } from '@mantine/core';
import journeyArt from '@/assets/founder/founder-journey.svg';
import { founderStory } from '@/content/founder-story';
import { ministry } from '@/content/ministry';
import { PageHero } from '@/components/page-hero';
import { FounderNextSteps } from './founder-next-steps';
import { StoryChapterSection } from './story-chapter-section';
import classes from './founder-story.module.css';

export function FounderStoryPage() {
  return (
    <>
      <PageHero title="Our Founder’s Story" eyebrow={ministry.founder.name}>
        How God met a restless businessman at a small prayer meeting, and how {ministry.name} was born.
      </PageHero>
      <Container size="md" className={classes.artWrap}>
        <Image
          src={journeyArt}
          alt="Illustration of a lone traveller on a golden path winding over hills toward the sunrise, with a dove above"
          width={960}
          height={420}
          h="auto"
          radius="lg"
          className={classes.art}
        />
      </Container>
      <article className={classes.article} aria-label={`The story of ${ministry.founder.name}`}>
        <Container size="sm">
          {founderStory.map((chapter) => (
            <StoryChapterSection key={chapter.id} chapter={chapter} />
          ))}
        </Container>
      </article>
      <FounderNextSteps />
    </>
  );
}
