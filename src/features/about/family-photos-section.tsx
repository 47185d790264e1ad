import { Image, Text } from '@mantine/core';
import { familyPhotos } from '@/content/our-story';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import classes from './family-photos-section.module.css';

/** Moments from the life of the church family, drawn as illustrations. */
export function FamilyPhotosSection() {
  return (
    <PageSection id="family" labelledBy="family-title">
      <SectionHeading id="family-title" label="OUR FAMILY" title="Life Together">
        Baptisms, worship nights, shared meals and early-morning prayer: a few of the moments that make us a family.
      </SectionHeading>
      <ul className={classes.grid}>
        {familyPhotos.map((photo) => (
          <li key={photo.id}>
            <figure className={classes.figure}>
              <Image src={photo.image} alt={photo.alt} width={640} height={440} radius="md" className={classes.image} loading="lazy" />
              <Text component="figcaption" size="sm" fw={600} c="covenant.9" mt="sm">
                {photo.caption}
              </Text>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
