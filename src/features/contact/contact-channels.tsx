import { Stack, Title } from '@mantine/core';
import { contactChannels } from '@/content/contact-info';
import { ContactChannelCard } from './contact-channel-card';
import classes from './contact.module.css';

/** The contact info blocks beside the form: email, video channel, social page, community, speaking. */
export function ContactChannels() {
  return (
    <section aria-labelledby="contact-info-heading" className={classes.channels}>
      <Title order={2} id="contact-info-heading" className={classes.channelsTitle}>
        Other Ways to Connect
      </Title>
      <Stack gap="sm" mt="md" component="ul" className={classes.plainList}>
        {contactChannels.map((channel) => (
          <li key={channel.id}>
            <ContactChannelCard channel={channel} />
          </li>
        ))}
      </Stack>
    </section>
  );
}
