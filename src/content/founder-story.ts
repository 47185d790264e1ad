// The founder's story at /james-story, told in chapters.
import { ministry } from './ministry';

export interface StoryChapter {
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** A verse that marked this part of the journey (World English Bible, public domain). */
  scripture?: { text: string; reference: string };
}

const { firstName } = ministry.founder;

export const founderStory: readonly StoryChapter[] = [
  {
    id: 'the-calling',
    title: 'The Calling',
    paragraphs: [
      `For fifteen years ${firstName} Whitfield built a successful business in Nashville. From the outside his life looked complete, yet inside he felt empty. He went to church on Sundays, but faith felt like a duty rather than a relationship.`,
      `Everything changed one autumn evening at a small prayer meeting a friend had begged him to attend. As people prayed over him, ${firstName} experienced the presence of the Holy Spirit in a way he could not explain. He went home, opened his Bible, and read until sunrise.`,
      'Over the following months, a quiet but unmistakable call grew stronger: to help people who felt as lost as he once had to find the living God, not just religion.',
    ],
    scripture: {
      text: 'He who believes in me, as the Scripture has said, from within him will flow rivers of living water.',
      reference: 'John 7:38',
    },
  },
  {
    id: 'the-beginning',
    title: 'How the Ministry Began',
    paragraphs: [
      `In ${ministry.foundedYear} ${firstName} and his wife ${ministry.coFounder.firstName} stepped out in faith and opened their living room for a weekly Bible study, and ${ministry.name} was born. Six people came the first week. Within a year, more than sixty were squeezing into the house, and neighbours were asking to be baptised in the Cumberland River.`,
      `${firstName} left his business to serve full time. The name came from Jesus’ promise of living water: the life of the Holy Spirit, freely given to everyone who is thirsty.`,
      'Since then the ministry has grown into a church family, a teaching library, a podcast and an online community that reaches people far beyond Tennessee.',
    ],
  },
  {
    id: 'the-vision',
    title: 'The Vision Ahead',
    paragraphs: [
      'The vision is simple: to guide spiritually lost people into a personal relationship with Jesus Christ and the empowerment of the Holy Spirit, wherever they are.',
      'That is why the ministry shares its teachings freely, builds tools that help people read and understand the Bible, and equips pastors and leaders with resources for their own congregations.',
      `“I never set out to build an organisation,” ${firstName} says. “I just wanted people to know the God who found me. Everything we do is still about that.”`,
    ],
    scripture: {
      text: 'For I know the thoughts that I think toward you, says Yahweh, thoughts of peace, and not of evil, to give you hope and a future.',
      reference: 'Jeremiah 29:11',
    },
  },
];
