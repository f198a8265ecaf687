import { describe, expect, it } from "vitest";
import { parseReference } from "@/lib/bible/reference";
import type { Locale } from "@/lib/i18n/locales";
import { analyzeMessage } from "./intents";
import { answerWithDetails } from "./pipeline";
import { sameOrOverlapping, wordsOfJesusIn } from "./scripture";
import { UNSURE } from "./study-templates";

function analysis(message: string, locale: Locale = "en") {
  return analyzeMessage({ message, history: [], locale });
}

async function reply(message: string, locale: Locale = "en") {
  return answerWithDetails({ message, history: [], locale }, { provider: null });
}

/** The passages listed under a reply, parsed. */
function cited(verses: readonly string[]) {
  return verses.map((entry) => parseReference(entry.split(" — ")[0])!);
}

function citesAmongFirst(verses: readonly string[], wanted: string, count = 3): boolean {
  const reference = parseReference(wanted)!;
  return cited(verses)
    .slice(0, count)
    .some((shown) => sameOrOverlapping(shown, reference));
}

describe("questions about people and events", () => {
  it.each<[string, Locale, string, string]>([
    ["Who was Ruth and why does her story matter?", "en", "ruth", "Ruth 1:16"],
    ["Ruthu alikuwa nani?", "sw", "ruth", "Ruth 1:16"],
    ["What was Ruth's loyalty like?", "en", "ruth", "Ruth 1:16"],
    ["Tell me the story of John the Baptist", "en", "john-the-baptist", "Matthew 3:1"],
    ["Yohana Mbatizaji alikuwa nani?", "sw", "john-the-baptist", "Matthew 3:1"],
    ["What happened at Pentecost?", "en", "pentecost", "Acts 2:1"],
    ["Nisimulie habari ya Yona", "sw", "jonah", "Jonah 1:3"],
    ["Nini kilitokea Yesu alipobatizwa?", "sw", "baptism-of-jesus", "Matthew 3:16"],
    ["What happened when Jesus was crucified?", "en", "crucifixion", "Luke 23:33"],
    ["who was Jethro, the father in law of Moses?", "en", "jethro", "Exodus 18:17"],
    ["Gehazi alikuwa nani na kwa nini alipata ukoma?", "sw", "gehazi", "2 Kings 5:20"],
    ["tell me about the prayer of jabez", "en", "jabez", "1 Chronicles 4:10"],
    ["Akani alikuwa nani?", "sw", "achan", "Joshua 7:20"],
    // The one asked "ni nani" about, named first, not the king named after him.
    ["Mefiboshethi ni nani, na mfalme Daudi alimtendeaje?", "sw", "mephibosheth", "2 Samuel 9:7"],
    // "Hana" is also "has not": followed by whose wife or mother she was, it is her name.
    ["hana mama wa samweli alilia kwa nini hekaluni", "sw", "hannah", "1 Samuel 1:10"],
    // The crossing told by what Moses did, not by the sea's name: the event, not Moses' life.
    ["Hebu nieleze habari ya Musa kupasua bahari", "sw", "crossing-the-red-sea", "Exodus 14:21"],
    // Named by her story's name and asked "who": no one else described by "alikuwa nani".
    ["Dorkasi alikuwa nani?", "sw", "tabitha-raised", "Acts 9:36"],
    ["Tabitha alikuwa mtu wa namna gani", "sw", "tabitha-raised", "Acts 9:36"],
    // Lesser-known people, by the names the Swahili Union Version gives them.
    ["Yethro alikuwa nani?", "sw", "jethro", "Exodus 18:13"],
    ["Who was Mephibosheth?", "en", "mephibosheth", "2 Samuel 9:6"],
    ["Nini kiliwapata Anania na Safira?", "sw", "ananias-and-sapphira", "Acts 5:1"],
    // The Flood asked by what God did, not taken for a reader's flooded farm.
    ["Why did God flood the world?", "en", "the-flood", "Genesis 7:11"],
    // Two named as surely: the one named first is asked about, the other is named beside.
    ["Tell me about Naomi and Ruth", "en", "naomi", "Ruth 1:3"],
    ["Barnaba na Paulo walikuwa nani?", "sw", "barnabas", "Acts 4:36"],
    // Named with his friends, Daniel's own story tells the refused food; their furnace does not.
    [
      "Danieli na wenzake walikataa chakula cha mfalme kwa sababu gani",
      "sw",
      "daniel",
      "Daniel 1:8",
    ],
    // A life that changed is Zacchaeus' story: one everyday word names no teaching over him.
    ["Zakayo alikutana na Yesu wapi na maisha yake yalibadilikaje", "sw", "zacchaeus", "Luke 19:1"],
  ])("%s → %s, quoting its passages first", async (message, locale, id, passage) => {
    expect(analysis(message, locale)).toMatchObject({ intent: "story" });
    expect(analysis(message, locale).study.entries[0].entry.id).toBe(id);
    const answer = await reply(message, locale);
    expect(citesAmongFirst(answer.verses, passage)).toBe(true);
  });

  it.each<[string, Locale]>([
    // "this man who" tells of someone in the reader's life, not a Bible person described.
    ["i am born again and there is this man who wants to marry me", "en"],
    // "si mkristo" names a believer, not Christ, so "anasema" is no teaching of His.
    ["kijana anataka kunioa lakini si mkristo, anasema atabadilika", "sw"],
    // The one who "anasema" is the husband; Jesus is named words later, as the one loved.
    ["mume amenikataza kwenda ibadani, anasema nikienda tena ataniacha. nampenda pia Yesu", "sw"],
    ["mtoto wangu hana baba wa kumlea, nifanyeje", "sw"],
  ])("reads %s as a life, not a story or teaching", (message, locale) => {
    expect(analysis(message, locale).intent).toBe("question");
  });

  it("tells the story from the entry's summary in the reader's language", async () => {
    const answer = await reply("Ruthu alikuwa nani?", "sw");
    expect(answer.text).toContain("Ruthu alikuwa mwanamke Mmoabu");
    expect(answer.text).toContain("Hapa ndipo Biblia inaposimulia habari hii:");
  });

  it("matches names as whole words and everyday words only when capitalized", () => {
    expect(analysis("I lost my job and I am scared").intent).not.toBe("story");
    expect(analysis("Who was Job?").study.entries[0]?.entry.id).toBe("job");
    expect(analysis("Hawa watu wananionea wivu", "sw").study.entries).toEqual([]);
    expect(analysis("Hawa alikuwa nani?", "sw").study.entries[0]?.entry.id).toBe("eve");
    expect(analysis("Who is Johnny?").study.entries).toEqual([]);
  });

  it("reads a longer name before a shorter one inside it", () => {
    const ids = analysis("Who was John the Baptist?").study.entries.map(({ entry }) => entry.id);
    expect(ids).toEqual(["john-the-baptist"]);
  });

  it("answers about the most prominent of several people with a name, and asks if another was meant", async () => {
    const answer = await reply("Who was Joseph?");
    expect(analysis("Who was Joseph?").study.entries[0].entry.id).toBe("joseph-son-of-jacob");
    expect(answer.text).toMatch(/Did you mean Joseph the carpenter or Joseph [\p{L} ]+ instead\?/u);
    const mary = await reply("Who was Mary?");
    expect(mary.text).toContain("Mary the mother of Jesus. Did you mean Mary Magdalene or");
    const yakobo = await reply("Yakobo alikuwa nani?", "sw");
    expect(yakobo.text).toContain("Je, ulimaanisha Yakobo wa Zebedayo");
  });

  it.each<[string, string]>([
    [
      "Mariamu alikuwa nani?",
      "Mariamu mama wa Yesu. Je, ulimaanisha Mariamu wa Bethania au Mariamu Magdalene?",
    ],
    ["Herode alikuwa nani?", "Herode Mkuu. Je, ulimaanisha Herode Antipa?"],
    [
      "Yohana alikuwa nani?",
      "Yohana mtume. Je, ulimaanisha Yohana Mbatizaji au Yohana aitwaye Marko?",
    ],
    ["Yuda alikuwa nani?", "Yuda Iskariote. Je, ulimaanisha Yuda wa Yakobo?"],
  ])("asks about %s with a distinct Swahili name for each person", async (message, question) => {
    expect((await reply(message, "sw")).text).toContain(question);
  });

  it.each<[string, string]>([
    ["Mariamu wa Bethania alikuwa nani", "mary-of-bethany"],
    ["Nieleze kuhusu Mariamu Magdalena", "mary-magdalene"],
    ["Herode Antipa alikuwa nani", "herod-antipas"],
    ["Yohana wa Zebedayo ni nani", "john-the-apostle"],
    ["Zakaria baba yake Yohana alikuwa nani", "zechariah-father-of-john"],
  ])("%s → %s, without asking", (message, id) => {
    const { study } = analysis(message, "sw");
    expect(study.entries[0].entry.id).toBe(id);
    expect(study.alternatives).toEqual([]);
  });

  it("lets the rest of the question pick one of several people with a name, without asking", () => {
    const study = analysis(
      "Who was Joseph, the carpenter of Nazareth who took Mary as his wife?",
    ).study;
    expect(study.entries[0].entry.id).toBe("joseph-of-nazareth");
    expect(study.alternatives).toEqual([]);
  });

  it("tells a second story only for a name joined to the first, not for one that says which is meant", async () => {
    const together = await reply("who were paul and barnabas");
    expect(citesAmongFirst(together.verses, "Acts 4:36-37", 2)).toBe(true);
    const qualified = await reply("tell me about hannah the mother of samuel");
    expect(cited(qualified.verses).every((shown) => shown.chapter === 1)).toBe(true);
  });

  it("answers about the person a question describes beside Jesus, not about Jesus", () => {
    const study = analysis("who was the tax collector who climbed a tree to see jesus").study;
    expect(study.intent).toBe("story");
    expect(study.entries.map((match) => match.entry.id)).toEqual(["zacchaeus"]);
    expect(analysis("who was jesus").study.entries[0].entry.id).toBe("jesus");
  });

  it.each<[string, Locale, string]>([
    ["Herode yupi aliyemkata kichwa Yohana Mbatizaji", "sw", "herod-antipas"],
    ["which herod killed the baby boys of bethlehem", "en", "herod-the-great"],
    ["the prophet who was swallowed by a great fish", "en", "jonah"],
    ["mwanamke aliyewaficha wapelelezi huko Yeriko", "sw", "rahab"],
    ["nani alimwuzia pacha wake urithi kwa mchuzi wa dengu", "sw", "esau"],
  ])("answers about whom %s describes, not whom it names in passing", (message, locale, id) => {
    const { study } = analysis(message, locale);
    expect(study.intent).toBe("story");
    expect(study.entries[0]?.entry.id).toBe(id);
  });

  it("leaves a reader's own relative alone: 'my son who was jailed' asks for prayer, not a story", () => {
    const result = analysis("please pray for my son who was jailed");
    expect(result.intent).toBe("prayer");
    expect(result.study.entries).toEqual([]);
  });
});

describe("questions about Jesus' teaching", () => {
  it.each<[string, Locale, string]>([
    ["What did Jesus teach about divorce?", "en", "Matthew 19:3-9"],
    ["Yesu alifundisha nini kuhusu talaka?", "sw", "Matthew 19:3-9"],
    ["What did Jesus say about worry?", "en", "Matthew 6:25-34"],
    // Heaven is His Father's house, not only the eternal life that leads there.
    ["Did Jesus ever talk about heaven?", "en", "John 14:1-3"],
    ["Yesu alifundisha nini juu ya maisha ya mbinguni", "sw", "John 14:1-3"],
    // "Which commandment" asks for the greatest one, not for the Law as a whole.
    ["Which commandment did Jesus put above the others?", "en", "Matthew 22:36-40"],
    // Asked for His words on a question churches answer differently, His words, not their views.
    ["Did Jesus teach anything about the sabbath day?", "en", "Mark 2:23-28"],
    // What defiles: the washing of hands, the elders' tradition, food.
    ["What did Jesus teach about washing hands before meals?", "en", "Mark 7:1-23"],
    ["Yesu alifundisha nini juu ya mapokeo ya wazee na kunawa", "sw", "Mark 7:1-23"],
    ["Can Christians eat pork according to Jesus?", "en", "Mark 7:1-23"],
    // What He foretold of His death is His teaching, not the story of another's.
    ["Did Jesus foretell his own death?", "en", "Mark 8:31"],
    ["Yesu alitabiri nini juu ya kufa kwake", "sw", "Mark 8:31"],
  ])("%s → His teaching, quoting %s among the first three", async (message, locale, passage) => {
    expect(analysis(message, locale).intent).toBe("teaching");
    const answer = await reply(message, locale);
    expect(citesAmongFirst(answer.verses, passage)).toBe(true);
  });
});

describe("teachings on one subject each", () => {
  it("answers on oaths with His words on oaths only, not with careless words", async () => {
    const { verses } = await reply(
      "Is it wrong for a Christian to take an oath, according to Jesus?",
    );
    expect(citesAmongFirst(verses, "Matthew 23:16-22")).toBe(true);
    expect(citesAmongFirst(verses, "Matthew 12:36-37")).toBe(false);
  });

  it("answers on lying with what He said of lies, not with oaths", async () => {
    const { verses } = await reply("What did Jesus teach about telling lies?");
    expect(citesAmongFirst(verses, "John 8:44", 1)).toBe(true);
  });

  it("answers on the signs of the end with the signs He named, even where He is only said to mention them", async () => {
    const message = "Yesu alitaja dalili za nyakati, ni zipi?";
    expect(analysis(message, "sw").intent).toBe("teaching");
    expect(citesAmongFirst((await reply(message, "sw")).verses, "Matthew 24:3-14", 1)).toBe(true);
  });
});

describe("parables and promises", () => {
  it("tells a parable named in full when asked what Jesus taught in it, not His teaching on a word of its name", async () => {
    const message = "What did Jesus teach with the rich man and Lazarus?";
    expect(analysis(message).intent).toBe("story");
    expect(citesAmongFirst((await reply(message)).verses, "Luke 16:19-31", 1)).toBe(true);
  });

  it("reads what Jesus promised as what He taught, not as the story it came true in", async () => {
    const message = "Yesu aliwaahidi nini wanafunzi juu ya Roho Mtakatifu";
    expect(analysis(message, "sw").intent).toBe("teaching");
    expect(citesAmongFirst((await reply(message, "sw")).verses, "John 14:16-17")).toBe(true);
  });
});

describe("comparisons", () => {
  it.each<[string, Locale]>([
    ["What is the difference between the law and grace?", "en"],
    ["Kuna tofauti gani kati ya torati na neema?", "sw"],
    ["law versus grace", "en"],
    // The covenant made at Sinai and the one Jesus made in His blood.
    ["Compare the old covenant and the new covenant", "en"],
    ["Nieleze tofauti ya agano la Musa na agano jipya katika damu ya Yesu", "sw"],
  ])("%s → both sides, each with a passage", async (message, locale) => {
    const { intent, study } = analysis(message, locale);
    expect(intent).toBe("compare");
    expect(study.comparison).toHaveLength(2);
    expect((await reply(message, locale)).verses).toHaveLength(2);
  });
});

describe("the sides of a comparison", () => {
  it("reads a side named without its article, after the words that ask to compare", async () => {
    const message = "Can you explain for a new believer the difference between law and grace";
    const sides = analysis(message).study.comparison ?? [];
    expect(sides.map((side) => side.kind)).toEqual(["teaching", "topic"]);
    expect(citesAmongFirst((await reply(message)).verses, "Matthew 5:17-20", 1)).toBe(true);
  });
});

describe("prayer requests and unsure replies", () => {
  it("grounds a prayer for a sick daughter in her sickness, not in raising children", async () => {
    const message = "Niombee binti yangu mgonjwa kabla ya upasuaji";
    const answer = await reply(message, "sw");
    expect(citesAmongFirst(answer.verses, "Proverbs 22:6", 8)).toBe(false);
    const [, asked] = analysis(message, "sw").topics;
    expect(["surgery", "healing", "sick-child"]).toContain(asked?.topic.id);
  });

  it.each<[string, Locale]>([
    ["What does the Bible say about gardening tools?", "en"],
    ["Biblia inasema nini kuhusu vifaa vya bustani?", "sw"],
    // Words the Bible happens to use are not help for a life: not Exodus 22:17 here.
    ["my father refuses to pay my fees", "en"],
  ])("%s → says it is unsure and asks, citing nothing", async (message, locale) => {
    const answer = await reply(message, locale);
    expect(answer.text).toBe(UNSURE[locale]);
    expect(answer.verses).toEqual([]);
  });

  it("still searches the Bible for a question about Jesus' words no topic knows", async () => {
    const answer = await reply("what did jesus teach about the narrow gate");
    expect(citesAmongFirst(answer.verses, "Matthew 7:13-14", 2)).toBe(true);
  });
});

describe("what Jesus said about a subject no teaching covers", () => {
  it.each<[string, Locale]>([
    ["how did jesus say we should treat the poor and sick", "en"],
    ["what did jesus teach about caring for widows", "en"],
    ["Yesu alisema nini kuhusu watu wanaojiona bora kuliko wengine", "sw"],
  ])("%s → cites words of Jesus", async (message, locale) => {
    const answer = await reply(message, locale);
    expect(cited(answer.verses).some((shown) => wordsOfJesusIn(shown))).toBe(true);
  });
});

describe("what Jesus said, asked in the words readers use", () => {
  it.each<[string, Locale, string]>([
    // Two sayings named alike: the first is asked about, the second is the question on it.
    [
      "Yesu alisema mimi ni mzabibu, sasa wale wanaotupwa motoni ni akina nani?",
      "sw",
      "abiding-in-him",
    ],
    [
      "did jesus really say to turn the other cheek when someone slaps you?",
      "en",
      "loving-enemies",
    ],
  ])("%s → %s", (message, locale, id) => {
    const found = analysis(message, locale);
    expect(found.intent).toBe("teaching");
    expect(found.study.teaching?.teaching.id).toBe(id);
  });
});
