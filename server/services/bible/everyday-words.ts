// How members say what they are going through, and the subjects of the key passages it stands for: "I'm drowning
// in debt" is about debt, "I don't want to live anymore" about despair, "my marriage is falling apart" about
// marriage. A subject's own names (topic-passages.ts) are the words a teacher would use; these are the words of
// the person asking, matched the same way (as words, endings, case, "my", "our" and "your" aside), and a phrase
// may stand for more than one subject ("cancer": healing and suffering). everyday-words.test.ts proves that each
// subject named here has key passages.
export interface EverydayWords {
  /** As members write them: "passed away", "can't stop crying". */
  phrases: readonly string[];
  /** The subjects they stand for, as topic-passages.ts names them. */
  topics: readonly string[];
}

const words = (phrases: readonly string[], ...topics: string[]): EverydayWords => ({ phrases, topics });

export const EVERYDAY_WORDS: readonly EverydayWords[] = [
  // Loss and sorrow
  words(['passed away', 'lost my mother', 'lost my mom', 'lost my mum', 'lost my father', 'lost my dad', 'lost my husband', 'lost my wife', 'lost my son', 'lost my daughter', 'lost my friend', 'lost my brother', 'lost my sister', 'lost my grandmother', 'lost my grandfather', 'lost someone', 'funeral', 'bereaved', 'widowed', 'miss them so much', 'died recently'], 'grief'),
  words(['crying', 'cant stop crying', 'tears', 'heavy heart', 'trauma', 'traumatized', 'painful memories', 'hurting inside'], 'comfort'),
  words(['suicidal', 'suicidal thoughts', 'kill myself', 'end my life', 'ending my life', 'take my own life', 'want to die', 'wish i was dead', 'wish i were dead', 'dont want to live', 'do not want to live', 'no reason to live', 'no will to live', 'tired of living', 'give up on life', 'self harm', 'hurt myself', 'cutting myself', 'feel empty', 'empty inside', 'feeling down', 'feel down', 'no hope'], 'depression'),
  words(['panic', 'panic attack', 'panic attacks', 'freaking out', 'cant stop worrying', 'on edge'], 'anxiety'),
  words(['no friends', 'nobody likes me', 'no one likes me', 'feel alone', 'all alone', 'left out', 'no one cares', 'nobody cares', 'outcast', 'friendless', 'by myself', 'on my own', 'nobody understands me', 'no one understands me', 'excluded', 'dont fit in', 'no one to talk to'], 'loneliness'),
  words(['cancer', 'terminal illness', 'chronic illness', 'chronic pain', 'diagnosis', 'diagnosed', 'chemotherapy', 'chemo', 'in hospital', 'in the hospital', 'surgery', 'very sick', 'seriously ill'], 'healing', 'suffering'),
  // Faith and doubt
  words(['god even exists', 'god exists', 'is god real', 'god is real', 'not sure god', 'lost my faith', 'losing my faith', 'questioning my faith', 'questioning god', 'struggling with faith', 'struggle with faith', 'crisis of faith', 'skeptic', 'skeptical', 'atheist', 'agnostic'], 'doubt'),
  words(['forgive yourself', 'forgiving yourself', 'cant forgive myself', 'hate myself', 'hating myself'], 'forgiving yourself', 'shame and guilt'),
  words(['read the bible', 'read my bible', 'reading my bible', 'bible reading', 'bible study', 'studying the bible', 'daily devotion', 'devotions', 'quiet time', 'meditate on scripture', 'memorize scripture', 'memorizing scripture', 'read scripture'], 'Scripture'),
  words(['tell others about jesus', 'tell people about jesus', 'tell my friends about jesus', 'telling others about jesus', 'talk about jesus', 'talk about my faith', 'talking about my faith', 'lead someone to christ', 'lead people to christ', 'win souls', 'soul winning', 'invite to church', 'friends about jesus', 'coworkers about jesus', 'family about jesus', 'unsaved friends', 'unsaved family', 'non christian friends', 'unbelieving friends'], 'evangelism'),
  // Habits and sins
  words(['bad habit', 'bad habits', 'habits', 'cant stop', 'cannot stop', 'cant quit', 'drugs', 'drug', 'smoking', 'vaping', 'gaming addiction', 'alcoholic', 'alcoholism', 'break free', 'breaking free'], 'addiction'),
  words(['porn', 'lustful thoughts'], 'sexual purity', 'addiction'),
  words(['sleeping together', 'sleep together', 'living together', 'cohabitation', 'cohabiting', 'hooking up', 'hook up', 'one night stand', 'sex outside marriage', 'sexual sin', 'sexual temptation', 'masturbation'], 'sexual purity'),
  words(['casino', 'betting', 'bet', 'bets', 'sports betting', 'poker', 'slot machines', 'scratch cards'], 'gambling and luck'),
  // Money and work
  words(['credit card', 'credit cards', 'mortgage', 'bankrupt', 'bankruptcy', 'in debt', 'drowning in debt', 'cant pay', 'payday loan'], 'debt'),
  words(['bills', 'pay the bills', 'pay my bills', 'financial stress', 'money problems', 'money trouble', 'money worries', 'tight on money', 'struggling financially', 'financial trouble', 'financial problems'], 'anxiety', 'money'),
  words(['hate my job', 'love my job', 'new job', 'boss', 'coworker', 'coworkers', 'co workers', 'colleague', 'colleagues', 'employee', 'employees', 'overworked', 'workaholic', 'my business'], 'work'),
  // Family and the stages of life
  words(['getting old', 'getting older', 'growing older', 'feel old', 'too old', 'seniors', 'senior citizen', 'retired', 'later years', 'golden years', 'old people', 'older people'], 'old age'),
  words(['stay single', 'staying single', 'never married', 'never marry', 'not married', 'single life'], 'singleness'),
  words(['marriage is falling apart', 'marriage falling apart', 'marriage problems', 'marriage trouble', 'struggling marriage', 'unhappy marriage', 'bad marriage', 'save my marriage', 'saving my marriage', 'fighting with my husband', 'fighting with my wife', 'marriage counseling'], 'marriage'),
  words(['teenager', 'my teenager', 'rebellious child', 'rebellious teenager', 'prodigal child', 'my son', 'my daughter', 'toddler'], 'raising children'),
  // Choices
  words(['decision', 'decisions', 'big decision', 'decide', 'deciding', 'choices', 'right choice', 'which path', 'crossroads', 'discern', 'discerning'], 'guidance'),
];
