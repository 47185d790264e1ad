import { leadershipTeam } from '@/content/team';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { CardGrid } from '@/components/card-grid';
import { TeamMemberCard } from './team-member-card';

/** Our Team (/about#team): the three people who lead the ministry. */
export function TeamSection() {
  return (
    <PageSection id="team" labelledBy="team-title" tone="tint">
      <SectionHeading id="team-title" label="LEADERSHIP" title="Our Team">
        Servant leaders who love Jesus, love people and count it a joy to walk alongside you.
      </SectionHeading>
      <CardGrid>
        {leadershipTeam.map((member) => (
          <TeamMemberCard key={member.id} member={member} />
        ))}
      </CardGrid>
    </PageSection>
  );
}
