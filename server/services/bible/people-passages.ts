// The people of the Bible and the passages that tell who they were: their call, the turns of their story, and
// what the New Testament says of them ("Moses": his birth in Exodus 2, the burning bush, Hebrews 11, his death
// in Deuteronomy 34), as data. Nave's lists every verse that names a person, hundreds for Moses or David, in
// the order of the books; a question "Who was Moses?" wants the few that tell his life. Written from the text
// of the KJV for this ministry. people-passages.test.ts proves each reference exists and that its KJV text
// says one of `kjvWords` (the person's name as the KJV spells it, or what the passage calls them).
export interface PersonPassages {
  /** As members name the person: "Moses", "King David". */
  person: string;
  /** The names a question may use, matched as whole words: "david", "king david". */
  names: readonly string[];
  /** Words of which the KJV text of every reference uses at least one, case aside. */
  kjvWords: readonly string[];
  /** The passages, the best known first (KJV versification). */
  references: readonly string[];
}

const person = (name: string, names: readonly string[], kjvWords: readonly string[], references: readonly string[]): PersonPassages => ({
  person: name,
  names,
  kjvWords,
  references,
});

export const PEOPLE_PASSAGES: readonly PersonPassages[] = [
  // From the beginning to the patriarchs
  person('Adam and Eve', ['adam', 'eve', 'adam and eve', 'first man', 'first woman', 'first humans'], ['adam', 'eve', 'man', 'woman'], ['Genesis 2:7-25', 'Genesis 3:1-24', 'Genesis 1:26-28', 'Romans 5:12-19', '1 Corinthians 15:22', '1 Corinthians 15:45']),
  person('Cain and Abel', ['cain', 'abel', 'cain and abel'], ['cain', 'abel'], ['Genesis 4:1-16', 'Hebrews 11:4', '1 John 3:12']),
  person('Enoch', ['enoch'], ['enoch'], ['Genesis 5:21-24', 'Hebrews 11:5-6', 'Jude 1:14-15']),
  person('Noah', ['noah', 'noe'], ['noah', 'noe', 'ark'], ['Genesis 6:8-22', 'Genesis 7:1-5', 'Hebrews 11:7', 'Genesis 9:1-17', 'Matthew 24:37-39', '1 Peter 3:20']),
  person('Abraham', ['abraham', 'abram', 'father abraham'], ['abra'], ['Genesis 12:1-9', 'Genesis 15:1-6', 'Genesis 22:1-19', 'Romans 4:1-25', 'Hebrews 11:8-19', 'Galatians 3:6-9', 'James 2:21-23', 'Genesis 17:1-8']),
  person('Sarah', ['sarah', 'sarai'], ['sarah', 'sara', 'sarai'], ['Genesis 17:15-19', 'Genesis 18:9-15', 'Genesis 21:1-7', 'Hebrews 11:11', '1 Peter 3:6', 'Genesis 16:1-6']),
  person('Lot', ['lots wife', 'who was lot', 'about lot'], ['lot'], ['Genesis 19:1-29', 'Genesis 13:5-13', 'Luke 17:28-32', '2 Peter 2:6-8']),
  person('Isaac', ['isaac'], ['isaac'], ['Genesis 21:1-7', 'Genesis 22:1-19', 'Genesis 24:1-67', 'Genesis 26:1-5', 'Genesis 27:1-40', 'Hebrews 11:20']),
  person('Rebekah', ['rebekah', 'rebecca'], ['rebekah', 'rebecca'], ['Genesis 24:10-67', 'Genesis 25:21-28', 'Genesis 27:5-17']),
  person('Jacob', ['jacob', 'israel the patriarch'], ['jacob'], ['Genesis 25:21-34', 'Genesis 27:1-40', 'Genesis 28:10-22', 'Genesis 32:24-30', 'Genesis 29:15-30', 'Hebrews 11:21']),
  person('Esau', ['esau'], ['esau'], ['Genesis 25:27-34', 'Genesis 27:30-41', 'Genesis 33:1-11', 'Hebrews 12:16-17']),
  person('Joseph son of Jacob', ['joseph', 'joseph and his brothers', 'joseph in egypt', 'coat of many colours', 'coat of many colors'], ['joseph'], ['Genesis 37:1-36', 'Genesis 39:1-23', 'Genesis 41:37-57', 'Genesis 45:1-15', 'Genesis 50:15-21', 'Hebrews 11:22']),
  person('Job', ['job'], ['job'], ['Job 1:1-22', 'Job 2:1-10', 'Job 42:1-17', 'James 5:11', 'Job 38:1-11']),
  // The exodus and the conquest
  person('Moses', ['moses'], ['moses'], ['Exodus 2:1-10', 'Exodus 3:1-15', 'Hebrews 11:23-29', 'Deuteronomy 34:1-12', 'Exodus 14:13-31', 'Exodus 20:18-21', 'Numbers 12:3-8']),
  person('Aaron', ['aaron'], ['aaron'], ['Exodus 4:14-16', 'Exodus 28:1-4', 'Exodus 32:1-6', 'Numbers 17:1-10', 'Hebrews 5:4']),
  person('Miriam', ['miriam'], ['miriam', 'his sister'], ['Exodus 15:20-21', 'Numbers 12:1-15', 'Exodus 2:4-8']),
  person('Pharaoh', ['pharaoh'], ['pharaoh'], ['Exodus 5:1-9', 'Exodus 7:10-14', 'Exodus 12:29-32', 'Exodus 14:5-9', 'Romans 9:17']),
  person('Joshua', ['joshua'], ['joshua', 'choose you this day'], ['Joshua 1:1-9', 'Numbers 27:18-23', 'Joshua 6:1-27', 'Joshua 24:14-15', 'Numbers 14:6-9', 'Exodus 17:8-14']),
  person('Caleb', ['caleb'], ['caleb'], ['Numbers 13:30', 'Numbers 14:6-9', 'Numbers 14:24', 'Joshua 14:6-14']),
  person('Rahab', ['rahab'], ['rahab', 'rachab'], ['Joshua 2:1-21', 'Joshua 6:22-25', 'Hebrews 11:31', 'James 2:25', 'Matthew 1:5']),
  person('Deborah', ['deborah'], ['deborah'], ['Judges 4:4-24', 'Judges 5:1-12']),
  person('Gideon', ['gideon', 'gedeon'], ['gideon', 'gedeon'], ['Judges 6:11-40', 'Judges 7:1-25', 'Hebrews 11:32']),
  person('Samson', ['samson'], ['samson'], ['Judges 13:1-25', 'Judges 16:4-31', 'Judges 14:5-6', 'Hebrews 11:32']),
  person('Ruth', ['ruth', 'ruth and naomi', 'naomi', 'boaz'], ['ruth', 'naomi', 'boaz'], ['Ruth 1:1-22', 'Ruth 4:13-17', 'Ruth 2:1-12', 'Ruth 3:1-11', 'Matthew 1:5']),
  // The kingdom
  person('Hannah', ['hannah'], ['hannah'], ['1 Samuel 1:9-28', '1 Samuel 2:1-10']),
  person('Samuel', ['samuel'], ['samuel'], ['1 Samuel 1:9-28', '1 Samuel 3:1-21', '1 Samuel 16:1-13', '1 Samuel 7:15-17', '1 Samuel 8:4-9']),
  person('King Saul', ['saul', 'king saul'], ['saul', 'anointed'], ['1 Samuel 9:15-17', '1 Samuel 10:1', '1 Samuel 15:10-29', '1 Samuel 31:1-6', '1 Samuel 13:13-14']),
  person('David', ['david', 'king david'], ['david'], ['1 Samuel 16:1-13', '1 Samuel 17:32-50', '2 Samuel 7:8-17', 'Acts 13:22', '2 Samuel 5:1-5', '2 Samuel 11:1-27', '2 Samuel 12:1-13']),
  person('Jonathan', ['jonathan'], ['jonathan'], ['1 Samuel 18:1-4', '1 Samuel 20:1-42', '2 Samuel 1:25-27']),
  person('Goliath', ['goliath'], ['goliath', 'philistine'], ['1 Samuel 17:1-58']),
  person('Bathsheba', ['bathsheba'], ['bath-sheba'], ['2 Samuel 11:1-27', '2 Samuel 12:24', '1 Kings 1:28-31']),
  person('Solomon', ['solomon', 'king solomon'], ['solomon'], ['1 Kings 3:5-28', '1 Kings 4:29-34', '1 Kings 11:1-13', '2 Chronicles 1:7-12', '1 Kings 10:1-13', '1 Kings 8:22-30']),
  person('Elijah', ['elijah', 'elias'], ['elijah', 'elias'], ['1 Kings 17:1-24', '1 Kings 18:17-46', '1 Kings 19:1-18', '2 Kings 2:1-14', 'James 5:17-18', 'Malachi 4:5']),
  person('Elisha', ['elisha', 'eliseus'], ['elisha', 'eliseus'], ['2 Kings 2:9-15', '2 Kings 4:1-37', '2 Kings 5:1-14', '2 Kings 6:15-17', '1 Kings 19:19-21']),
  person('Jezebel', ['jezebel'], ['jezebel'], ['1 Kings 21:1-25', '1 Kings 19:1-3', '2 Kings 9:30-37']),
  person('Hezekiah', ['hezekiah'], ['hezekiah'], ['2 Kings 18:1-7', '2 Kings 19:14-19', '2 Kings 20:1-11']),
  person('Josiah', ['josiah'], ['josiah', 'the king', 'book of the law', 'no king before him'], ['2 Kings 22:1-2', '2 Kings 22:8-13', '2 Kings 23:1-3', '2 Kings 23:25']),
  // The exile and the prophets
  person('Isaiah', ['isaiah', 'esaias', 'isaiah the prophet'], ['isaiah', 'esaias', 'holy, holy, holy'], ['Isaiah 6:1-13', 'Isaiah 1:1', '2 Kings 19:1-7', '2 Kings 20:1-11']),
  person('Jeremiah', ['jeremiah', 'jeremias', 'weeping prophet'], ['jeremiah', 'jeremias', 'prophet', 'word of the lord'], ['Jeremiah 1:1-19', 'Jeremiah 20:7-9', 'Jeremiah 38:1-13']),
  person('Ezekiel', ['ezekiel'], ['ezekiel', 'son of man'], ['Ezekiel 1:1-3', 'Ezekiel 2:1-7', 'Ezekiel 37:1-14', 'Ezekiel 3:17']),
  person('Daniel', ['daniel'], ['daniel'], ['Daniel 1:1-21', 'Daniel 6:1-28', 'Daniel 2:1-49', 'Daniel 9:1-4']),
  person('Shadrach, Meshach and Abednego', ['shadrach', 'meshach', 'abednego', 'shadrach meshach and abednego'], ['shadrach', 'meshach', 'abed-nego'], ['Daniel 3:1-30', 'Daniel 1:6-7']),
  person('Nebuchadnezzar', ['nebuchadnezzar'], ['nebuchadnezzar'], ['Daniel 2:1-13', 'Daniel 3:1-7', 'Daniel 4:28-37', '2 Kings 25:1-12']),
  person('Esther', ['esther', 'queen esther'], ['esther'], ['Esther 2:5-18', 'Esther 4:13-17', 'Esther 7:1-10', 'Esther 8:1-8']),
  person('Mordecai', ['mordecai'], ['mordecai'], ['Esther 2:5-7', 'Esther 4:1-14', 'Esther 6:1-11', 'Esther 10:3']),
  person('Ezra', ['ezra'], ['ezra', 'o my god'], ['Ezra 7:6-10', 'Nehemiah 8:1-8', 'Ezra 9:5-6']),
  person('Nehemiah', ['nehemiah'], ['nehemiah', 'the wall', 'the king'], ['Nehemiah 1:1-11', 'Nehemiah 2:1-20', 'Nehemiah 6:15-16', 'Nehemiah 8:9-10']),
  person('Jonah', ['jonah', 'jonas'], ['jonah', 'jonas'], ['Jonah 1:1-17', 'Jonah 2:1-10', 'Jonah 3:1-10', 'Jonah 4:1-11', 'Matthew 12:39-41']),
  // The gospels
  person('Mary the mother of Jesus', ['mary the mother of jesus', 'mother of jesus', 'virgin mary', 'mary mother of jesus', 'mary', 'blessed virgin'], ['mary', 'mother', 'virgin'], ['Luke 1:26-38', 'Luke 1:46-55', 'Matthew 1:18-25', 'Luke 2:1-19', 'John 19:25-27', 'John 2:1-5']),
  person('Joseph the husband of Mary', ['joseph the husband of mary', 'joseph husband of mary', 'joseph the carpenter', 'earthly father of jesus'], ['joseph', 'carpenter'], ['Matthew 1:18-25', 'Matthew 2:13-15', 'Luke 2:4-7', 'Matthew 13:55']),
  person('Elizabeth and Zacharias', ['elizabeth', 'elisabeth', 'zacharias', 'zechariah the priest'], ['elisabeth', 'zacharias'], ['Luke 1:5-25', 'Luke 1:39-45', 'Luke 1:57-80']),
  person('John the Baptist', ['john the baptist', 'john the baptizer', 'the baptist'], ['john', 'baptist', 'baptiz'], ['Matthew 3:1-17', 'Luke 1:5-25', 'Luke 3:1-22', 'John 1:6-8', 'John 1:19-34', 'Mark 1:1-11', 'Matthew 11:7-11']),
  person('Peter', ['peter', 'simon peter', 'the apostle peter', 'apostle peter', 'saint peter', 'cephas'], ['peter', 'simon', 'cephas'], ['Matthew 16:13-19', 'Matthew 4:18-20', 'John 21:15-19', 'Luke 22:54-62', 'Acts 2:14-41', 'Matthew 14:28-31']),
  person('Andrew', ['andrew', 'the apostle andrew'], ['andrew'], ['John 1:35-42', 'Matthew 4:18-20', 'John 6:8-9', 'John 12:20-22']),
  person('James the son of Zebedee', ['james the son of zebedee', 'james son of zebedee', 'sons of zebedee', 'james and john'], ['james', 'zebedee'], ['Matthew 4:21-22', 'Mark 10:35-45', 'Acts 12:1-2', 'Mark 3:17']),
  person('John the apostle', ['the apostle john', 'apostle john', 'john the apostle', 'beloved disciple', 'disciple whom jesus loved', 'john the evangelist'], ['john', 'disciple', 'loved', 'word of life'], ['John 13:23-25', 'John 19:26-27', 'John 21:20-24', 'Mark 1:19-20', 'Revelation 1:9', '1 John 1:1-4']),
  person('Matthew', ['matthew', 'levi', 'matthew the tax collector'], ['matthew', 'levi'], ['Matthew 9:9-13', 'Luke 5:27-32', 'Mark 2:14']),
  person('Thomas', ['thomas', 'doubting thomas', 'thomas the disciple'], ['thomas'], ['John 20:24-29', 'John 11:16', 'John 14:5-6', 'John 21:2']),
  person('Judas Iscariot', ['judas', 'judas iscariot'], ['judas'], ['Matthew 26:14-16', 'Matthew 26:47-50', 'Matthew 27:3-5', 'John 12:4-6', 'Acts 1:16-20', 'John 13:21-30']),
  person('Mary Magdalene', ['mary magdalene', 'magdalene'], ['magdalene'], ['John 20:1-18', 'Luke 8:1-3', 'Mark 16:9', 'Mark 15:40-47', 'Matthew 28:1']),
  person('Martha and Mary of Bethany', ['martha', 'mary and martha', 'martha and mary', 'mary of bethany'], ['martha', 'mary'], ['Luke 10:38-42', 'John 11:17-35', 'John 12:1-8']),
  person('Lazarus of Bethany', ['lazarus'], ['lazarus'], ['John 11:1-44', 'John 12:1-11', 'John 12:17']),
  person('Nicodemus', ['nicodemus'], ['nicodemus'], ['John 3:1-21', 'John 7:50-51', 'John 19:39-42']),
  person('Zacchaeus', ['zacchaeus', 'zaccheus'], ['zacchaeus'], ['Luke 19:1-10']),
  person('Pontius Pilate', ['pilate', 'pontius pilate'], ['pilate'], ['John 18:28-40', 'John 19:1-16', 'Matthew 27:11-26', 'Luke 23:1-25']),
  person('Herod', ['herod', 'king herod'], ['herod'], ['Matthew 2:1-18', 'Mark 6:14-29', 'Luke 23:6-12', 'Acts 12:1-23']),
  person('The woman at the well', ['samaritan woman', 'woman at the well', 'woman of samaria'], ['woman', 'samaria', 'well'], ['John 4:1-42']),
  // The church
  person('Stephen', ['stephen', 'first martyr'], ['stephen'], ['Acts 6:5-15', 'Acts 7:54-60', 'Acts 6:8']),
  person('Philip the evangelist', ['philip the evangelist', 'philip and the ethiopian', 'ethiopian eunuch', 'philip'], ['philip'], ['Acts 8:26-40', 'Acts 8:5-8', 'Acts 21:8', 'John 14:8-9']),
  person('Paul', ['paul', 'apostle paul', 'the apostle paul', 'saint paul', 'saul of tarsus'], ['paul', 'saul', 'hebrew', 'apostle', 'fought a good fight', 'blasphemer'], ['Acts 9:1-22', 'Philippians 3:4-8', 'Acts 22:3-16', 'Galatians 1:11-24', '2 Corinthians 11:22-33', '2 Timothy 4:6-8', '1 Timothy 1:12-16']),
  person('Barnabas', ['barnabas'], ['barnabas'], ['Acts 4:36-37', 'Acts 9:26-27', 'Acts 11:22-26', 'Acts 13:1-3', 'Acts 15:36-39']),
  person('Timothy', ['timothy', 'timotheus'], ['timothy', 'timotheus', 'thy youth'], ['Acts 16:1-3', '2 Timothy 1:1-7', '1 Timothy 1:1-2', 'Philippians 2:19-22', '1 Timothy 4:12']),
  person('Silas', ['silas', 'silvanus'], ['silas'], ['Acts 15:22', 'Acts 15:40', 'Acts 16:19-34']),
  person('Priscilla and Aquila', ['priscilla', 'aquila', 'priscilla and aquila'], ['priscilla', 'aquila'], ['Acts 18:1-3', 'Acts 18:24-26', 'Romans 16:3-5']),
  person('Lydia', ['lydia'], ['lydia'], ['Acts 16:13-15', 'Acts 16:40']),
  person('Cornelius', ['cornelius'], ['cornelius'], ['Acts 10:1-48']),
  person('Luke', ['luke', 'luke the physician', 'the beloved physician'], ['luke', 'lucas', 'theophilus'], ['Colossians 4:14', '2 Timothy 4:11', 'Luke 1:1-4', 'Acts 1:1-2']),
  person('Mark', ['john mark', 'mark the evangelist'], ['mark', 'marcus'], ['Acts 12:12', 'Acts 15:36-39', '2 Timothy 4:11', '1 Peter 5:13']),
  person('James the brother of Jesus', ['james the brother of jesus', 'james the just', 'brother of the lord', 'brothers of jesus'], ['james', 'brother', 'brethren'], ['Galatians 1:19', 'Acts 15:13-21', 'Matthew 13:55', 'James 1:1', '1 Corinthians 15:7']),
  person('Melchizedek', ['melchizedek', 'melchisedec'], ['melchizedek', 'melchisedec'], ['Genesis 14:18-20', 'Hebrews 7:1-17', 'Psalms 110:4', 'Hebrews 5:5-10']),
];
