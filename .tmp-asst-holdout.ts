import { retrievalHitRate } from "@/lib/chat/assistant/evaluation";
const q = (id: string, locale: "en" | "sw", question: string, accepted: string[]) => ({ id, locale, question, accepted, source: "pastoral" as const });
const set = [
  q("h1","en","My dad died yesterday. How do I cope?",["Psalm 34:18","Matthew 5:4","John 11:25-26","Revelation 21:4","2 Corinthians 1:3-4"]),
  q("h2","en","I can't stop thinking about my debts and I can't sleep.",["Philippians 4:6-7","1 Peter 5:7","Matthew 6:34","Psalm 4:8","Proverbs 22:7","Matthew 11:28-30"]),
  q("h3","en","Is God angry with me because of what I did?",["1 John 1:9","Psalm 103:10-12","Romans 8:1","Micah 7:18-19","Isaiah 1:18"]),
  q("h4","en","How can I be a better father to my kids?",["Ephesians 6:4","Proverbs 22:6","Deuteronomy 6:6-7","Colossians 3:21","Psalm 127:3"]),
  q("h5","en","Why should I go to church?",["Hebrews 10:24-25","Acts 2:42","1 Corinthians 12:27","Romans 12:4-5","Matthew 18:20"]),
  q("h6","en","I feel like giving up on life.",["Psalm 34:18","Psalm 42:11","Isaiah 41:10","Jeremiah 29:11","Matthew 11:28"]),
  q("h7","en","How do I deal with a coworker who treats me badly?",["Romans 12:17-21","Matthew 5:43-44","Colossians 3:23-24","Proverbs 15:1","Luke 6:27-28"]),
  q("h8","en","What does Jesus say about helping the poor?",["Matthew 25:40","Proverbs 19:17","James 1:27","Proverbs 31:8-9","1 John 3:17","Luke 6:38"]),
  q("h9","en","I am scared of my surgery next week.",["Isaiah 41:10","Psalm 56:3-4","Joshua 1:9","Philippians 4:6-7","Psalm 23:4","James 5:14-15","Jeremiah 17:14"]),
  q("h10","en","How can I stop being jealous of my friends?",["Proverbs 14:30","James 3:16","Galatians 5:26","Philippians 4:11-12","1 Corinthians 13:4"]),
  q("h11","sw","Mama yangu ni mgonjwa sana hospitalini.",["James 5:14-15","Jeremiah 17:14","Psalm 103:2-3","Psalm 147:3","Isaiah 41:10"]),
  q("h12","sw","Nimekosa amani moyoni mwangu.",["John 14:27","Philippians 4:6-7","Isaiah 26:3","Matthew 11:28-30"]),
  q("h13","sw","Ninawezaje kuwa mnyenyekevu?",["James 4:6","Philippians 2:3-4","1 Peter 5:5-6","Micah 6:8","Proverbs 16:18"]),
  q("h14","sw","Mume wangu hanipendi tena, nifanye nini?",["1 Corinthians 13:4-7","Ephesians 5:25","Colossians 3:18-19","1 Peter 3:1-7","Romans 12:12"]),
  q("h15","sw","Kwa nini tunapaswa kutoa fungu la kumi?",["Malachi 3:10","2 Corinthians 9:6-7","Proverbs 3:9-10","Luke 6:38"]),
  q("h16","sw","Nina hasira na rafiki yangu aliyenidanganya.",["Ephesians 4:26-27","James 1:19-20","Ephesians 4:31-32","Colossians 3:13","Proverbs 17:17"]),
  q("h17","sw","Yesu atarudi lini?",["Matthew 24:36","Acts 1:11","John 14:3","1 Thessalonians 4:16-17"]),
  q("h18","sw","Ninaogopa kufa.",["John 11:25-26","1 Corinthians 15:54-57","Psalm 23:4","Philippians 1:21","Hebrews 2:14-15"]),
  q("h19","sw","Ninawezaje kumjua Yesu zaidi?",["John 14:6","John 1:1","John 1:14","Philippians 3:10","John 17:3","2 Peter 3:18"]),
  q("h20","sw","Nimechoshwa na maisha, kila kitu kinaenda vibaya.",["Matthew 11:28-30","Isaiah 40:29-31","Psalm 34:18","Romans 8:28","Psalm 42:11"]),
];
const s = retrievalHitRate(set as never);
console.log(s.hits, s.total);
for (const m of s.misses) console.log(m.question.id, m.question.question, "=>", m.retrieved.join(", "));
