// What each leader resource's own page (/resources/{id}) shows beyond its card: audience, length, key
// scriptures, outline and how to use it. Only that page loads this file.
import type { LeaderResource, LeaderResourceId } from './leader-resources';
import { leaderResources } from './leader-resources';

export interface ScriptureNote {
  reference: string;
  /** Why the passage matters for this resource. */
  note: string;
}

export interface OutlinePart {
  heading: string;
  points: readonly string[];
}

/** A built-in resource with the substance its own page shows. */
export interface LeaderResourceGuide extends LeaderResource {
  audience: string;
  /** How long it takes to teach, watch or work through. */
  duration: string;
  keyScriptures: readonly ScriptureNote[];
  outline: readonly OutlinePart[];
  howToUse: readonly string[];
}

type GuideDetails = Omit<LeaderResourceGuide, keyof LeaderResource>;

const details: Record<LeaderResourceId, GuideDetails> = {
  'fruit-of-the-spirit-lessons': {
    audience: 'Children aged 6 to 11 and their teachers',
    duration: 'Six sessions of about 45 minutes',
    keyScriptures: [
      { reference: 'Galatians 5:22-23', note: 'The list of the fruit the whole series walks through.' },
      { reference: 'John 15:5', note: 'Fruit grows when we stay close to Jesus, the true vine.' },
      { reference: 'Psalm 1:3', note: 'A picture of a tree planted by streams of water.' },
    ],
    outline: [
      { heading: 'Week 1: Love and joy', points: ['Opening game: "pass the smile"', 'Story: the lost son welcomed home (Luke 15)', 'Memory verse: Galatians 5:22'] },
      { heading: 'Week 2: Peace and patience', points: ['Story: Jesus calms the storm (Mark 4)', 'Activity: a "waiting jar" for the week'] },
      { heading: 'Week 3: Kindness and goodness', points: ['Story: the Good Samaritan (Luke 10)', 'Class project: cards for a neighbour'] },
      { heading: 'Weeks 4 to 6: Faithfulness, gentleness and self-control', points: ['Stories of Ruth, Moses and Daniel', 'Closing celebration with families'] },
    ],
    howToUse: [
      'Read the passage yourself during the week before and pray for each child by name.',
      'Keep the memory verse on the wall for all six weeks so the children can build it up together.',
      'Send a short note home each week so parents can talk about the lesson at the table.',
    ],
  },
  'heroes-of-faith-study': {
    audience: 'Children aged 8 to 12; works well for mixed-age classes',
    duration: 'Four sessions of 30 to 40 minutes',
    keyScriptures: [
      { reference: 'Hebrews 11:1', note: 'What faith is: being sure of what we hope for.' },
      { reference: 'Hebrews 11:6', note: 'Without faith it is impossible to please God.' },
      { reference: 'Hebrews 12:1-2', note: 'Running our own race with our eyes on Jesus.' },
    ],
    outline: [
      { heading: 'Session 1: Abraham steps out', points: ['Genesis 12:1-4', 'Talk about a time you had to trust someone you could not see'] },
      { heading: 'Session 2: Moses chooses God’s people', points: ['Hebrews 11:24-27', 'Activity: a basket craft from the Nile story'] },
      { heading: 'Session 3: Rahab’s brave kindness', points: ['Joshua 2', 'God welcomes anyone who trusts Him'] },
      { heading: 'Session 4: My faith story', points: ['Each child draws a "hall of faith" picture of someone who taught them about Jesus'] },
    ],
    howToUse: [
      'Print this page for each teacher; every session fits on one side of paper.',
      'Act the stories out: children remember what they have played far longer than what they have heard.',
      'Close each session by praying for courage to trust God this week.',
    ],
  },
  'power-from-on-high-sermons': {
    audience: 'Pastors and lay preachers',
    duration: 'Four sermons of 30 to 35 minutes',
    keyScriptures: [
      { reference: 'Acts 1:8', note: 'The promise of power to be witnesses.' },
      { reference: 'Acts 2:1-21', note: 'The day of Pentecost and Peter’s explanation.' },
      { reference: 'John 14:16-17', note: 'Jesus promises another Helper who will be with us for ever.' },
    ],
    outline: [
      { heading: 'Sermon 1: Wait for the promise', points: ['Luke 24:49 and Acts 1:4-8', 'Waiting is not wasted time when it is spent in prayer'] },
      { heading: 'Sermon 2: The wind and the fire', points: ['Acts 2:1-13', 'God’s presence makes ordinary people bold'] },
      { heading: 'Sermon 3: A Spirit-filled people', points: ['Acts 2:42-47', 'Devotion, fellowship, generosity and praise'] },
      { heading: 'Sermon 4: Keep in step with the Spirit', points: ['Galatians 5:16-25', 'A daily life led, not driven'] },
    ],
    howToUse: [
      'Preach the series across the Sundays leading up to and following Pentecost.',
      'Make the outlines your own: add stories from your congregation rather than reading ours.',
      'Offer a time of prayer for the filling of the Holy Spirit after the final sermon.',
    ],
  },
  'preaching-the-parables': {
    audience: 'Preachers, Bible teachers and small-group leaders',
    duration: 'About 50 minutes of listening, plus study notes',
    keyScriptures: [
      { reference: 'Matthew 13:10-17', note: 'Why Jesus taught in parables.' },
      { reference: 'Luke 15', note: 'Three parables of lost things and the joy of finding.' },
      { reference: 'Luke 10:25-37', note: 'A parable that answers a question with a question.' },
    ],
    outline: [
      { heading: 'Hearing them as the first listeners did', points: ['Who was in the crowd, and who was offended?', 'Finding the twist each parable turns on'] },
      { heading: 'Avoiding common mistakes', points: ['Not every detail is a symbol', 'Let the parable’s main point be the sermon’s main point'] },
      { heading: 'Bringing them home', points: ['Telling the story again in today’s words', 'Ending with the invitation Jesus gave'] },
    ],
    howToUse: [
      'Listen with your Bible open at Luke 15 and pause to work through the exercises.',
      'Use the notes with a preaching team and compare how each of you would open the same parable.',
    ],
  },
  'sharing-your-testimony': {
    audience: 'Any believer; ideal for small groups and outreach teams',
    duration: 'A 20-minute session with a worksheet',
    keyScriptures: [
      { reference: '1 Peter 3:15', note: 'Always be ready to give the reason for the hope you have, with gentleness and respect.' },
      { reference: 'Acts 26:1-23', note: 'Paul tells his own story before King Agrippa.' },
      { reference: 'John 9:25', note: '"I was blind but now I see."' },
    ],
    outline: [
      { heading: 'Before: my life without Christ', points: ['One or two honest sentences, no dramatics needed'] },
      { heading: 'How: how I came to trust Jesus', points: ['The people, the moment and the verse God used'] },
      { heading: 'Since: what is different now', points: ['Real changes, including the ones still in progress', 'An open question to invite a conversation'] },
    ],
    howToUse: [
      'Write your three parts on the worksheet, then practise telling them to one other person.',
      'Avoid church words your friends would not use at work or school.',
      'Pray for three people by name who might one day want to hear your story.',
    ],
  },
  'everyday-conversations-about-jesus': {
    audience: 'Church members and outreach teams',
    duration: 'A one-evening workshop or four short group sessions',
    keyScriptures: [
      { reference: 'Colossians 4:5-6', note: 'Let your conversation be always full of grace.' },
      { reference: 'John 4:1-26', note: 'Jesus and the woman at the well: a conversation that starts with water.' },
      { reference: 'Romans 10:14-15', note: 'How will they hear without someone telling them?' },
    ],
    outline: [
      { heading: 'Listening first', points: ['Ask good questions and really listen to the answers'] },
      { heading: 'Finding open doors', points: ['Moments of grief, change and celebration', 'Offering to pray on the spot'] },
      { heading: 'Explaining the good news', points: ['God’s love, our need, Christ’s cross, our response', 'Inviting, never pressuring'] },
    ],
    howToUse: [
      'Print this page and keep it in your Bible as a reminder.',
      'Role-play the three conversations in pairs before trying them out in the week.',
    ],
  },
  'servant-leadership': {
    audience: 'Elders, deacons, ministry team leaders',
    duration: 'A 90-minute workshop in three parts',
    keyScriptures: [
      { reference: 'John 13:1-17', note: 'Jesus washes the disciples’ feet.' },
      { reference: 'Mark 10:42-45', note: 'The Son of Man came not to be served but to serve.' },
      { reference: '1 Peter 5:1-4', note: 'Shepherd the flock willingly, as examples.' },
    ],
    outline: [
      { heading: 'The heart of a servant leader', points: ['Leading from identity, not insecurity', 'Prayer as the first task of leadership'] },
      { heading: 'Casting vision together', points: ['Listening to the congregation', 'Saying no to good things for the sake of the best'] },
      { heading: 'Caring for those you lead', points: ['Regular check-ins', 'Handling conflict in the open, with grace'] },
    ],
    howToUse: [
      'Run it as a team retreat session and leave time for discussion after each part.',
      'Close by washing one another’s hands or feet, or by praying for each other in pairs.',
    ],
  },
  'building-a-volunteer-team': {
    audience: 'Ministry coordinators and pastors of small and mid-sized churches',
    duration: 'Self-study in about an hour, then a team meeting',
    keyScriptures: [
      { reference: 'Exodus 18:13-26', note: 'Jethro’s advice to Moses about sharing the load.' },
      { reference: 'Ephesians 4:11-16', note: 'Leaders equip God’s people for works of service.' },
      { reference: 'Romans 12:4-8', note: 'Many members, different gifts, one body.' },
    ],
    outline: [
      { heading: 'Inviting', points: ['Personal asks work better than announcements', 'Match tasks to gifts and seasons of life'] },
      { heading: 'Equipping', points: ['A short written role description', 'Training alongside an experienced volunteer'] },
      { heading: 'Thanking and resting', points: ['Specific thanks, often', 'Planned breaks so nobody burns out'] },
    ],
    howToUse: [
      'Work through it alone first, then bring the questions to your leadership team.',
      'Choose one change to make this month rather than trying everything at once.',
    ],
  },
  'walking-with-the-grieving': {
    audience: 'Pastors, chaplains and pastoral care teams',
    duration: 'Reference guide; about 40 minutes to read',
    keyScriptures: [
      { reference: 'John 11:17-44', note: 'Jesus wept with Mary and Martha before He raised Lazarus.' },
      { reference: 'Psalm 34:18', note: 'The Lord is close to the brokenhearted.' },
      { reference: '1 Thessalonians 4:13-18', note: 'We grieve, but not as those without hope.' },
    ],
    outline: [
      { heading: 'The first days', points: ['Being present matters more than the right words', 'Practical help: meals, calls, childcare'] },
      { heading: 'Planning the funeral', points: ['Listening to the family’s memories', 'Preaching hope without hurrying grief'] },
      { heading: 'The months after', points: ['Remembering anniversaries and holidays', 'When to suggest professional counselling'] },
    ],
    howToUse: [
      'Print it for each member of your care team and read it together before you need it.',
      'Keep a calendar of anniversaries so no grieving family is forgotten after the first weeks.',
    ],
  },
  'praying-at-the-bedside': {
    audience: 'Pastors, deacons and visiting teams',
    duration: 'About 35 minutes of listening',
    keyScriptures: [
      { reference: 'James 5:13-16', note: 'Calling the elders to pray over the sick.' },
      { reference: 'Psalm 23', note: 'The most requested psalm at a bedside.' },
      { reference: 'Matthew 25:36', note: '"I was sick and you looked after me."' },
    ],
    outline: [
      { heading: 'Before you go', points: ['Check visiting times and ask the family’s wishes', 'Pray on the way'] },
      { heading: 'At the bedside', points: ['Short visits, gentle voice, eye level', 'Read a psalm, pray simply, offer communion if appropriate'] },
      { heading: 'Afterwards', points: ['Follow up with the family', 'Care for your own heart after hard visits'] },
    ],
    howToUse: [
      'Listen together as a visiting team and discuss the sample prayers.',
      'Pair new visitors with experienced ones for their first few visits.',
    ],
  },
  'who-i-am-in-christ': {
    audience: 'Teenagers aged 12 to 17',
    duration: 'Four sessions of about an hour',
    keyScriptures: [
      { reference: '2 Corinthians 5:17', note: 'If anyone is in Christ, the new creation has come.' },
      { reference: 'Ephesians 2:10', note: 'We are God’s handiwork, created for good works.' },
      { reference: 'Psalm 139:13-16', note: 'Fearfully and wonderfully made.' },
    ],
    outline: [
      { heading: 'Session 1: Labels', points: ['What people and social media call us', 'What God calls us'] },
      { heading: 'Session 2: Made on purpose', points: ['Psalm 139', 'Gifts, personality and calling'] },
      { heading: 'Session 3: Forgiven and free', points: ['Romans 8:1', 'Letting go of shame'] },
      { heading: 'Session 4: Belonging', points: ['1 Peter 2:9-10', 'A family that is bigger than our friend group'] },
    ],
    howToUse: [
      'Open each session with food and a game: belonging comes before believing for many teenagers.',
      'Use small groups of four or five for the discussion questions, each with an adult leader.',
    ],
  },
  'youth-prayer-night': {
    audience: 'Youth pastors and volunteer youth leaders',
    duration: 'A 25-minute video and a planning checklist',
    keyScriptures: [
      { reference: 'Luke 11:1-13', note: '"Lord, teach us to pray."' },
      { reference: '1 Timothy 4:12', note: 'Do not let anyone look down on you because you are young.' },
      { reference: 'Acts 4:23-31', note: 'A praying church shaken by the Spirit.' },
    ],
    outline: [
      { heading: 'Six weeks before', points: ['Pick a theme and a date', 'Invite students to help plan and lead'] },
      { heading: 'The evening', points: ['Worship, then prayer stations: thanks, confession, the world, our city', 'A closing circle of prayer for one another'] },
      { heading: 'The week after', points: ['Share answered prayers', 'Plan the next one together'] },
    ],
    howToUse: [
      'Watch the walkthrough with your leaders and divide the checklist between you.',
      'Keep stations simple: a candle, a map, a cross and paper are enough.',
    ],
  },
};

export function findLeaderResource(id: string): LeaderResourceGuide | undefined {
  const resource = leaderResources.find((item) => item.id === id);
  return resource && { ...resource, ...details[resource.id] };
}
