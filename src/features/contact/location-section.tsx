import { Container, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import centerArt from '@/assets/contact/ministry-center.svg';
import { ministry } from '@/content/ministry';
import shared from '@/features/layout/page-blocks.module.css';
import classes from './contact.module.css';

/** /contact#location: where the ministry center is. */
export function LocationSection() {
  const { venue, street, city, region, postalCode, country } = ministry.location;
  return (
    <section id="location" aria-labelledby="location-heading" className={shared.section}>
      <Container size="lg" className={classes.split}>
        <div className={classes.splitText}>
          <Title order={2} id="location-heading">
            Visit Us
          </Title>
          <Text c="gray.7" size="lg" mt="sm">
            Services, Bible studies and hosted events take place at our home church. Come early and say hello; we would
            love to meet you.
          </Text>
          <address className={classes.address}>
            <IconMapPin size={24} aria-hidden="true" className={classes.addressIcon} />
            <span>
              <strong>{venue}</strong>
              <br />
              {street}
              <br />
              {city}, {region} {postalCode}
              <br />
              {country}
            </span>
          </address>
        </div>
        <img
          src={centerArt}
          alt={`Illustration of the ${venue} on a hill at sunrise`}
          className={classes.splitArt}
          width={400}
          height={240}
        />
      </Container>
    </section>
  );
}
