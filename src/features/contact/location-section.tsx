import { IconMapPin } from '@tabler/icons-react';
import centerArt from '@/assets/contact/ministry-center.svg';
import { ministry } from '@/content/ministry';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import classes from './contact.module.css';

/** /contact#location: where the ministry center is. */
export function LocationSection() {
  const { venue, street, city, region, postalCode, country } = ministry.location;
  return (
    <PageSection id="location" labelledBy="location-heading" spacing="even">
      <div className={classes.split}>
        <div className={classes.splitText}>
          <SectionHeading id="location-heading" title="Visit Us" align="left" mb={0}>
            Services, Bible studies and hosted events take place at our home church. Come early and say hello; we would
            love to meet you.
          </SectionHeading>
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
      </div>
    </PageSection>
  );
}
