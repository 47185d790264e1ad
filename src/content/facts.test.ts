// Each fact about the ministry lives in one content file; these check that pages drawing on several files
// cannot tell a visitor two different stories.
import { describe, expect, it } from 'vitest';
import { breakthroughFaq, membershipPlans } from './breakthrough-circle';
import { founderStory } from './founder-story';
import { leaderTestimonials } from './leaders';
import { ministry } from './ministry';
import { mainNavigation } from './navigation';
import { ourStory } from './our-story';
import { featuredEpisode } from './podcast';
import { leadershipTeam } from './team';
import { familyTestimonials, featuredTestimonials } from './testimonials';

/** 'Rev. Daniel Okafor' -> 'daniel okafor': a person, whatever title they are given. */
const person = (name: string) =>
  name
    .replace(/^(Pastor|Rev\.|Reverend|Dr\.)\s+/i, '')
    .trim()
    .toLowerCase();

describe('the ministry’s facts', () => {
  it('never shows a member of staff as someone from another church or as an outside voice', () => {
    const staff = new Set(leadershipTeam.map((member) => person(member.name)));
    const outsiders = [...leaderTestimonials.map((testimonial) => testimonial.author), ...featuredTestimonials.map((t) => t.name), ...familyTestimonials.map((t) => t.name)];
    expect(outsiders.map(person).filter((name) => staff.has(name))).toEqual([]);
  });

  it('names the founders from one place', () => {
    expect(leadershipTeam.map((member) => member.name)).toEqual(
      expect.arrayContaining([ministry.founder.name, ministry.coFounder.name]),
    );
    expect(featuredEpisode.description).toContain(ministry.coFounder.name);
  });

  it('dates the beginning the same way on /about and in the founder’s story', () => {
    const beginning = founderStory.find((chapter) => chapter.id === 'the-beginning');
    expect(beginning?.paragraphs.join(' ')).toContain(`In ${ministry.foundedYear} `);
    expect(ourStory.paragraphs[0]).toContain(`began in ${ministry.foundedYear}`);
    expect(ourStory.milestones[0]?.year).toBe(String(ministry.foundedYear));
    const years = (text: string) => (text.match(/\b(19|20)\d{2}\b/g) ?? []).map(Number);
    const storyYears = founderStory.flatMap((chapter) => chapter.paragraphs.flatMap(years));
    expect(storyYears.every((year) => year === ministry.foundedYear)).toBe(true);
  });

  it('never promises to cancel a membership that does not renew', () => {
    const membershipCopy = [...membershipPlans.flatMap((plan) => plan.perks), ...breakthroughFaq.map((entry) => entry.answer)];
    expect(membershipCopy.filter((text) => /cancel any ?time/i.test(text))).toEqual([]);
  });

  it('files Events where a visitor looks for them: a top-level link, not under Media', () => {
    const topLevel = mainNavigation.flatMap((entry) => (entry.kind === 'link' ? [entry.item.label] : []));
    expect(topLevel).toContain('Events');
    const media = mainNavigation.find((entry) => entry.kind === 'section' && entry.id === 'media');
    expect(media?.kind === 'section' ? media.items.map((item) => item.label) : []).not.toContain('Events');
  });
});
