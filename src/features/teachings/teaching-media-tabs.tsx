import { AspectRatio, Button, Tabs } from '@mantine/core';
import { IconFileText, IconHeadphones, IconMovie, IconVideo } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TeachingDetail } from '@/content/teachings';
import { MediaComingSoon } from './media-coming-soon';
import { MediaDownloadCard } from './media-download-card';
import classes from './teaching-media-tabs.module.css';

/** Video, Notes and Downloads: each shows its media when the teaching has it, otherwise that it is coming. */
export function TeachingMediaTabs({ teaching }: { teaching: TeachingDetail }) {
  return (
    <Tabs defaultValue="video" radius="md" keepMounted={false}>
      <Tabs.List aria-label="Teaching media" className={classes.list}>
        <Tabs.Tab value="video" leftSection={<IconVideo size={18} aria-hidden="true" />}>
          Video
        </Tabs.Tab>
        <Tabs.Tab value="notes" leftSection={<IconFileText size={18} aria-hidden="true" />}>
          Notes
        </Tabs.Tab>
        <Tabs.Tab value="downloads" leftSection={<IconHeadphones size={18} aria-hidden="true" />}>
          Downloads
        </Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="video" pt="lg">
        {teaching.videoUrl ? (
          <AspectRatio ratio={16 / 9} className={classes.video}>
            <iframe
              src={teaching.videoUrl}
              title={`Video: ${teaching.title}`}
              allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
              loading="lazy"
            />
          </AspectRatio>
        ) : (
          <MediaComingSoon
            icon={IconMovie}
            title="Video Coming Soon"
            action={
              <Button component={Link} to="/teachings" radius="xl" mt="lg" variant="light">
                Browse Other Teachings
              </Button>
            }
          >
            We are preparing the recording of this teaching. In the meantime, explore the rest of our library.
          </MediaComingSoon>
        )}
      </Tabs.Panel>

      <Tabs.Panel value="notes" pt="lg">
        {teaching.pdfUrl ? (
          <MediaDownloadCard
            icon={IconFileText}
            title="Teaching Notes (PDF)"
            description="The outline, Scripture references and reflection questions, ready to print or read on any device."
            href={teaching.pdfUrl}
            downloadLabel="Download Notes"
            teachingTitle={teaching.title}
          />
        ) : (
          <MediaComingSoon icon={IconFileText} title="Notes Coming Soon">
            Printable notes with the outline, Scripture references and questions for reflection will be available here.
          </MediaComingSoon>
        )}
      </Tabs.Panel>

      <Tabs.Panel value="downloads" pt="lg">
        {teaching.audioUrl ? (
          <MediaDownloadCard
            icon={IconHeadphones}
            title="Audio Teaching (MP3)"
            description="Listen on your commute, on a walk or wherever you are."
            href={teaching.audioUrl}
            downloadLabel="Download MP3"
            teachingTitle={teaching.title}
          >
            <audio controls preload="none" src={teaching.audioUrl} className={classes.audio} aria-label={`Audio: ${teaching.title}`} />
          </MediaDownloadCard>
        ) : (
          <MediaComingSoon icon={IconHeadphones} title="Audio Coming Soon">
            An MP3 of this teaching will be available to stream and download soon.
          </MediaComingSoon>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
