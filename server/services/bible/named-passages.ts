// Passages known by a name ("the Beatitudes", "the Lord's Prayer", "the Prodigal Son"), with the other names
// members use for them and where they stand (KJV versification). Data only: a question that names one can be
// grounded on it directly. named-passages.test.ts proves each reference exists and that the KJV text there
// says the words the name is known by (`kjvWords`), so a typo in a range cannot pass unnoticed.
export interface NamedPassage {
  /** As a teacher names it: "the Beatitudes". */
  name: string;
  /** Other names for it, as members write them: "the Our Father", "the Decalogue". */
  aliases: readonly string[];
  /** The passage first, then parallels ("Matthew 6:9-13", "Luke 11:2-4"). */
  references: readonly string[];
  /** Words found, case aside, in the KJV text of the first reference. */
  kjvWords: readonly string[];
}

export const NAMED_PASSAGES: readonly NamedPassage[] = [
  // The Law and the history
  { name: 'the Creation', aliases: ['the creation account', 'the six days of creation', 'the creation of the world'], references: ['Genesis 1:1-2:3'], kjvWords: ['In the beginning God created'] },
  { name: 'the Fall', aliases: ['the fall of man', 'Adam and Eve\'s sin', 'the first sin'], references: ['Genesis 3:1-24'], kjvWords: ['serpent', 'did eat'] },
  { name: 'Noah\'s Ark', aliases: ['the Flood', 'the great flood', 'Noah and the flood'], references: ['Genesis 6:5-9:17'], kjvWords: ['ark', 'flood'] },
  { name: 'the Tower of Babel', aliases: ['Babel'], references: ['Genesis 11:1-9'], kjvWords: ['Babel', 'confound'] },
  { name: 'the call of Abram', aliases: ['the call of Abraham', 'the Abrahamic covenant'], references: ['Genesis 12:1-3', 'Genesis 15:1-6'], kjvWords: ['Get thee out of thy country', 'families of the earth be blessed'] },
  { name: 'the binding of Isaac', aliases: ['the sacrifice of Isaac', 'the Akedah', 'Abraham and Isaac'], references: ['Genesis 22:1-19'], kjvWords: ['Isaac', 'burnt offering', 'God will provide himself a lamb'] },
  { name: 'Jacob\'s ladder', aliases: ['Jacob\'s dream at Bethel'], references: ['Genesis 28:10-22'], kjvWords: ['ladder', 'Beth-el'] },
  { name: 'the burning bush', aliases: ['the call of Moses', 'I AM THAT I AM'], references: ['Exodus 3:1-15'], kjvWords: ['bush', 'I AM THAT I AM'] },
  { name: 'the Passover', aliases: ['the first Passover', 'the Passover lamb'], references: ['Exodus 12:1-28'], kjvWords: ['passover', 'lamb', 'blood'] },
  { name: 'the crossing of the Red Sea', aliases: ['the parting of the Red Sea', 'the crossing of the sea'], references: ['Exodus 14:10-31'], kjvWords: ['the waters were divided', 'dry land'] },
  { name: 'the Ten Commandments', aliases: ['the Decalogue', 'the Ten Words', 'the commandments'], references: ['Exodus 20:1-17', 'Deuteronomy 5:6-21'], kjvWords: ['Thou shalt have no other gods before me', 'Thou shalt not kill', 'Honour thy father and thy mother'] },
  { name: 'the Shema', aliases: ['Hear, O Israel'], references: ['Deuteronomy 6:4-9'], kjvWords: ['Hear, O Israel', 'with all thine heart'] },
  { name: 'the priestly blessing', aliases: ['the Aaronic blessing', 'the Aaronic benediction', 'The LORD bless thee and keep thee'], references: ['Numbers 6:22-27'], kjvWords: ['The LORD bless thee, and keep thee'] },
  { name: 'David and Goliath', aliases: ['Goliath'], references: ['1 Samuel 17:1-58'], kjvWords: ['Goliath', 'sling'] },
  { name: 'Ruth\'s pledge', aliases: ['whither thou goest', 'Ruth and Naomi'], references: ['Ruth 1:16-17'], kjvWords: ['whither thou goest, I will go', 'thy God my God'] },
  // Poetry and wisdom
  { name: 'the Shepherd Psalm', aliases: ['Psalm 23', 'the Twenty-third Psalm', 'The Lord is my shepherd'], references: ['Psalms 23'], kjvWords: ['The LORD is my shepherd'] },
  { name: 'the Miserere', aliases: ['Psalm 51', 'David\'s prayer of repentance', 'Create in me a clean heart'], references: ['Psalms 51'], kjvWords: ['Have mercy upon me, O God', 'Create in me a clean heart'] },
  { name: 'the Psalm of protection', aliases: ['Psalm 91', 'the secret place of the most High'], references: ['Psalms 91'], kjvWords: ['secret place of the most High', 'under the shadow of the Almighty'] },
  { name: 'a time for everything', aliases: ['a time to every purpose', 'to every thing there is a season'], references: ['Ecclesiastes 3:1-8'], kjvWords: ['To every thing there is a season', 'A time to'] },
  { name: 'the virtuous woman', aliases: ['the Proverbs 31 woman', 'the wife of noble character'], references: ['Proverbs 31:10-31'], kjvWords: ['virtuous woman'] },
  // The prophets
  { name: 'the Suffering Servant', aliases: ['the fourth Servant Song', 'Isaiah 53'], references: ['Isaiah 52:13-53:12'], kjvWords: ['wounded for our transgressions', 'as a lamb to the slaughter'] },
  { name: 'the valley of dry bones', aliases: ['the dry bones', 'Ezekiel\'s vision of the dry bones'], references: ['Ezekiel 37:1-14'], kjvWords: ['dry bones'] },
  { name: 'the fiery furnace', aliases: ['Shadrach, Meshach and Abednego', 'the burning fiery furnace'], references: ['Daniel 3:1-30'], kjvWords: ['burning fiery furnace', 'Abed-nego'] },
  { name: 'Daniel in the lions\' den', aliases: ['the lions\' den'], references: ['Daniel 6:1-28'], kjvWords: ['den of lions'] },
  { name: 'Jonah and the great fish', aliases: ['Jonah and the whale', 'Jonah\'s prayer'], references: ['Jonah 1:17-2:10'], kjvWords: ['great fish', 'belly of the fish'] },
  { name: 'the new covenant', aliases: ['the new covenant of Jeremiah'], references: ['Jeremiah 31:31-34', 'Hebrews 8:6-13'], kjvWords: ['new covenant', 'write it in their hearts'] },
  // The gospels
  { name: 'the Magnificat', aliases: ['the Song of Mary', 'Mary\'s song', 'My soul doth magnify the Lord'], references: ['Luke 1:46-55'], kjvWords: ['My soul doth magnify the Lord'] },
  { name: 'the Benedictus', aliases: ['the Song of Zacharias', 'Zechariah\'s song'], references: ['Luke 1:68-79'], kjvWords: ['Blessed be the Lord God of Israel', 'dayspring'] },
  { name: 'the Nativity', aliases: ['the Christmas story', 'the birth of Jesus', 'the shepherds and the angels'], references: ['Luke 2:1-20', 'Matthew 1:18-25'], kjvWords: ['manger', 'Glory to God in the highest'] },
  { name: 'the Nunc Dimittis', aliases: ['the Song of Simeon', 'Simeon\'s song'], references: ['Luke 2:29-32'], kjvWords: ['lettest thou thy servant depart in peace'] },
  { name: 'the Prologue of John', aliases: ['the Word made flesh', 'In the beginning was the Word'], references: ['John 1:1-18'], kjvWords: ['In the beginning was the Word', 'the Word was made flesh'] },
  { name: 'the baptism of Jesus', aliases: ['Jesus\' baptism', 'This is my beloved Son'], references: ['Matthew 3:13-17', 'Mark 1:9-11', 'Luke 3:21-22'], kjvWords: ['baptized', 'This is my beloved Son'] },
  { name: 'the temptation of Jesus', aliases: ['the temptation in the wilderness', 'Jesus tempted by the devil'], references: ['Matthew 4:1-11', 'Luke 4:1-13'], kjvWords: ['tempted', 'It is written'] },
  { name: 'the Sermon on the Mount', aliases: ['Jesus\' sermon on the mountain'], references: ['Matthew 5-7'], kjvWords: ['went up into a mountain', 'Blessed are'] },
  { name: 'the Beatitudes', aliases: ['Blessed are the poor in spirit'], references: ['Matthew 5:3-12', 'Luke 6:20-23'], kjvWords: ['Blessed are the poor in spirit', 'Blessed are the meek', 'Blessed are the peacemakers'] },
  { name: 'the Lord\'s Prayer', aliases: ['the Our Father', 'the Pater Noster', 'the prayer Jesus taught'], references: ['Matthew 6:9-13', 'Luke 11:2-4'], kjvWords: ['Our Father which art in heaven', 'Hallowed be thy name'] },
  { name: 'the Golden Rule', aliases: ['do unto others', 'do to others as you would have them do to you'], references: ['Matthew 7:12', 'Luke 6:31'], kjvWords: ['do ye even so to them'] },
  { name: 'the Great Commandment', aliases: ['the greatest commandment', 'the two great commandments', 'love the Lord thy God'], references: ['Matthew 22:36-40', 'Mark 12:28-34'], kjvWords: ['Thou shalt love the Lord thy God', 'Thou shalt love thy neighbour as thyself'] },
  { name: 'the Great Commission', aliases: ['go ye into all the world', 'make disciples of all nations'], references: ['Matthew 28:18-20', 'Mark 16:15-16'], kjvWords: ['teach all nations', 'baptizing them'] },
  { name: 'the Transfiguration', aliases: ['the transfiguration of Jesus', 'the Mount of Transfiguration'], references: ['Matthew 17:1-13', 'Mark 9:2-13', 'Luke 9:28-36'], kjvWords: ['transfigured', 'Moses and Elias'] },
  { name: 'the feeding of the five thousand', aliases: ['the loaves and fishes', 'five loaves and two fishes'], references: ['John 6:1-14', 'Matthew 14:13-21'], kjvWords: ['five barley loaves', 'two small fishes'] },
  { name: 'the wedding at Cana', aliases: ['water into wine', 'the marriage in Cana'], references: ['John 2:1-11'], kjvWords: ['Cana', 'water'] },
  { name: 'Nicodemus and the new birth', aliases: ['born again', 'Ye must be born again', 'John 3:16'], references: ['John 3:1-21'], kjvWords: ['born again', 'For God so loved the world'] },
  { name: 'the Good Shepherd', aliases: ['I am the good shepherd'], references: ['John 10:1-18'], kjvWords: ['I am the good shepherd'] },
  { name: 'the raising of Lazarus', aliases: ['Lazarus, come forth', 'Jesus wept'], references: ['John 11:1-44'], kjvWords: ['Lazarus, come forth', 'Jesus wept'] },
  { name: 'the washing of the disciples\' feet', aliases: ['Jesus washes the disciples\' feet', 'the foot washing'], references: ['John 13:1-17'], kjvWords: ['wash the disciples\' feet'] },
  { name: 'the Last Supper', aliases: ['the institution of the Lord\'s Supper', 'the Lord\'s Supper', 'Communion', 'the Eucharist'], references: ['Luke 22:14-20', 'Matthew 26:26-30', '1 Corinthians 11:23-26'], kjvWords: ['This is my body', 'this do in remembrance of me'] },
  { name: 'the High Priestly Prayer', aliases: ['the prayer of Jesus in John 17', 'Jesus\' prayer for his disciples'], references: ['John 17'], kjvWords: ['Father, the hour is come', 'that they all may be one'] },
  { name: 'the agony in the garden', aliases: ['Gethsemane', 'not my will, but thine'], references: ['Matthew 26:36-46', 'Luke 22:39-46'], kjvWords: ['Gethsemane', 'not as I will, but as thou wilt'] },
  { name: 'the Crucifixion', aliases: ['the death of Jesus', 'the cross', 'Good Friday'], references: ['Matthew 27:32-56', 'Mark 15:21-41', 'Luke 23:26-49', 'John 19:16-37'], kjvWords: ['crucified him', 'Golgotha'] },
  { name: 'the Resurrection', aliases: ['the empty tomb', 'Easter', 'He is risen'], references: ['Matthew 28:1-10', 'Mark 16:1-8', 'Luke 24:1-12', 'John 20:1-18'], kjvWords: ['He is not here: for he is risen'] },
  { name: 'the road to Emmaus', aliases: ['the Emmaus road', 'the walk to Emmaus'], references: ['Luke 24:13-35'], kjvWords: ['Emmaus'] },
  // The parables
  { name: 'the parable of the sower', aliases: ['the sower', 'the parable of the soils'], references: ['Matthew 13:3-23', 'Mark 4:3-20', 'Luke 8:4-15'], kjvWords: ['a sower went forth to sow', 'stony places'] },
  { name: 'the parable of the mustard seed', aliases: ['the mustard seed'], references: ['Matthew 13:31-32', 'Mark 4:30-32', 'Luke 13:18-19'], kjvWords: ['grain of mustard seed'] },
  { name: 'the parable of the pearl of great price', aliases: ['the pearl of great price', 'the hidden treasure'], references: ['Matthew 13:44-46'], kjvWords: ['pearl of great price', 'treasure hid in a field'] },
  { name: 'the parable of the unforgiving servant', aliases: ['the unmerciful servant', 'seventy times seven'], references: ['Matthew 18:21-35'], kjvWords: ['seventy times seven', 'compassion'] },
  { name: 'the parable of the labourers in the vineyard', aliases: ['the workers in the vineyard', 'the laborers in the vineyard'], references: ['Matthew 20:1-16'], kjvWords: ['labourers into his vineyard', 'the last shall be first'] },
  { name: 'the parable of the ten virgins', aliases: ['the wise and foolish virgins', 'the ten bridesmaids'], references: ['Matthew 25:1-13'], kjvWords: ['ten virgins', 'oil'] },
  { name: 'the parable of the talents', aliases: ['the talents', 'the parable of the pounds'], references: ['Matthew 25:14-30', 'Luke 19:11-27'], kjvWords: ['talents', 'good and faithful servant'] },
  { name: 'the sheep and the goats', aliases: ['the Last Judgment', 'the least of these my brethren'], references: ['Matthew 25:31-46'], kjvWords: ['goats', 'the least of these my brethren'] },
  { name: 'the parable of the Good Samaritan', aliases: ['the Good Samaritan', 'who is my neighbour'], references: ['Luke 10:25-37'], kjvWords: ['Samaritan', 'who is my neighbour'] },
  { name: 'the parable of the rich fool', aliases: ['the rich fool', 'bigger barns'], references: ['Luke 12:13-21'], kjvWords: ['Thou fool', 'barns'] },
  { name: 'the parable of the lost sheep', aliases: ['the lost sheep', 'the ninety and nine'], references: ['Luke 15:3-7', 'Matthew 18:12-14'], kjvWords: ['ninety and nine', 'which was lost'] },
  { name: 'the parable of the lost coin', aliases: ['the lost coin', 'the lost piece of silver'], references: ['Luke 15:8-10'], kjvWords: ['piece which I had lost'] },
  { name: 'the parable of the Prodigal Son', aliases: ['the Prodigal Son', 'the lost son', 'the two sons'], references: ['Luke 15:11-32'], kjvWords: ['riotous living', 'was lost, and is found'] },
  { name: 'the rich man and Lazarus', aliases: ['Lazarus and the rich man', 'Dives and Lazarus'], references: ['Luke 16:19-31'], kjvWords: ['Abraham\'s bosom', 'a great gulf fixed'] },
  { name: 'the parable of the Pharisee and the tax collector', aliases: ['the Pharisee and the publican', 'God be merciful to me a sinner'], references: ['Luke 18:9-14'], kjvWords: ['publican', 'God be merciful to me a sinner'] },
  // The church and the letters
  { name: 'Pentecost', aliases: ['the day of Pentecost', 'the coming of the Holy Spirit', 'tongues of fire'], references: ['Acts 2:1-41'], kjvWords: ['day of Pentecost', 'cloven tongues like as of fire'] },
  { name: 'the conversion of Paul', aliases: ['the Damascus road', 'the road to Damascus', 'the conversion of Saul'], references: ['Acts 9:1-22'], kjvWords: ['Damascus', 'Saul, Saul, why persecutest thou me'] },
  { name: 'the Romans Road', aliases: ['the Roman Road'], references: ['Romans 3:23', 'Romans 6:23', 'Romans 5:8', 'Romans 10:9-10'], kjvWords: ['all have sinned, and come short of the glory of God'] },
  { name: 'nothing can separate us from the love of God', aliases: ['Romans 8', 'more than conquerors'], references: ['Romans 8:28-39'], kjvWords: ['more than conquerors', 'separate us from the love of God'] },
  { name: 'the Love chapter', aliases: ['1 Corinthians 13', 'Love is patient', 'Charity suffereth long', 'the hymn to love'], references: ['1 Corinthians 13'], kjvWords: ['Charity suffereth long, and is kind'] },
  { name: 'the Resurrection chapter', aliases: ['1 Corinthians 15', 'O death, where is thy sting'], references: ['1 Corinthians 15'], kjvWords: ['O death, where is thy sting'] },
  { name: 'the fruit of the Spirit', aliases: ['the fruits of the Spirit', 'love, joy, peace'], references: ['Galatians 5:22-23'], kjvWords: ['the fruit of the Spirit is love, joy, peace'] },
  { name: 'the armour of God', aliases: ['the armor of God', 'the whole armour of God', 'the full armor of God'], references: ['Ephesians 6:10-18'], kjvWords: ['the whole armour of God', 'breastplate of righteousness'] },
  { name: 'the Christ hymn', aliases: ['the Kenosis', 'every knee should bow', 'the mind of Christ'], references: ['Philippians 2:5-11'], kjvWords: ['every knee should bow', 'made himself of no reputation'] },
  { name: 'the Faith chapter', aliases: ['the Hall of Faith', 'Hebrews 11', 'the heroes of faith'], references: ['Hebrews 11'], kjvWords: ['faith is the substance of things hoped for', 'By faith'] },
  { name: 'the new heaven and the new earth', aliases: ['the New Jerusalem', 'God shall wipe away all tears'], references: ['Revelation 21:1-8'], kjvWords: ['a new heaven and a new earth', 'wipe away all tears'] },
];
