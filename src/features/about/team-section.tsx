import { leadershipTeam } from '@/content/team';
import { PageSection } from '@/features/home/page-section';
import { SectionHeading } from '@/features/home/section-heading';
import { TeamMemberCard } from './team-member-card';
import classes from './team-section.module.css';

/** Our Team (/about#team): the three people who lead the ministry. */
export function TeamSection() {
  return (
    <PageSection id="team" labelledBy="team-title" tone="tint">
      <SectionHeading id="team-title" label="LEADERSHIP" title="Our Team">
        Servant leaders who love Jesus, love people and count it a joy to walk alongside you.
      </SectionHeading>
      <ul className={classes.grid}>
        {leadershipTeam.map((member) => (
          <TeamMemberCard key={member.id} member={member} />
        ))}
      </ul>
    </PageSection>
  );
}
