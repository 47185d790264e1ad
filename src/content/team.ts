// The ministry's leadership team, shown on /about#team.
import danielPortrait from '@/assets/about/portrait-daniel.svg';
import gracePortrait from '@/assets/about/portrait-grace.svg';
import jamesPortrait from '@/assets/about/portrait-james.svg';
import { ministry } from './ministry';

export interface LeadershipMember {
  id: string;
  name: string;
  role: string;
  bio: string;
  /** An illustrated portrait (no photographs are published). */
  image: string;
}

export const leadershipTeam: readonly LeadershipMember[] = [
  {
    id: 'james-whitfield',
    name: ministry.founder.name,
    role: 'Founder & Senior Pastor',
    bio: `${ministry.founder.firstName} answered God’s call after years in business and founded ${ministry.name} to reach people who feel far from God. He teaches the Holy Spirit Series and loves to pray with anyone who asks.`,
    image: jamesPortrait,
  },
  {
    id: 'grace-whitfield',
    name: ministry.coFounder.name,
    role: 'Co-Founder & Worship Director',
    bio: `${ministry.coFounder.firstName} leads our worship team and women’s ministry. A songwriter and mother of three, she has a gift for helping people encounter God in praise and quiet prayer.`,
    image: gracePortrait,
  },
  {
    id: 'daniel-okafor',
    name: 'Daniel Okafor',
    role: 'Outreach & Discipleship Pastor',
    bio: 'Daniel oversees our new believers classes, small groups and community outreach. He came to faith through the ministry’s river baptisms and now helps others take their first steps.',
    image: danielPortrait,
  },
];
