// The five questions in the FAQ on /resources#faqs.
export interface FaqEntry {
  question: string;
  answer: string;
}

export const resourceFaq: readonly FaqEntry[] = [
  {
    question: 'Are the resources free to use?',
    answer:
      'Yes. Our study guides, devotionals, sermons and teachings are free. Print them, share them with your small group and use them in your church. We only ask that you do not sell them.',
  },
  {
    question: 'Can I use these materials in my church or small group?',
    answer:
      'Please do. Everything on this page was written to be taught and shared. If you adapt a guide for your group, a short mention of where it came from is appreciated.',
  },
  {
    question: 'How do I submit a prayer request?',
    answer:
      'Use the form on the Prayer Wall above. You can share your request publicly so others can pray with you, or mark it private so only our prayer team sees it.',
  },
  {
    question: 'What is the AI sermon and lesson generator?',
    answer:
      'It is a premium tool for pastors and teachers that drafts a sermon or Sunday school lesson from your topic, scripture and audience. You review and shape every draft before you use it.',
  },
  {
    question: 'How often are new resources added?',
    answer:
      'We add new guides, teachings and devotionals through the year. Join our newsletter below and we will let you know when something new is ready.',
  },
];
