import { describe, expect, it } from "vitest";
import { firstPassage, needOf } from "@/tests/support/assistant";

/**
 * More needs as readers name them (a blind round of life situations, q20): three needs that had
 * no topic — keeping on after trying many times, using money wisely, being shamed in public — and
 * everyday words for needs the topics knew by other names. None of these is a round's question.
 */
describe("more words readers use for a life situation", () => {
  it.each([
    [
      "i have applied for the police recruitment for the third time, should i keep trying",
      "en",
      "perseverance",
    ],
    ["my small business is not picking up and i feel like giving up on it", "en", "perseverance"],
    ["nimejaribu mara nyingi kufungua biashara, nisikate tamaa?", "sw", "perseverance"],
    ["how should a christian manage money and make a budget", "en", "stewardship"],
    ["i want to start saving and investing but i dont know where to begin", "en", "stewardship"],
    ["nataka kujifunza kutumia pesa kwa hekima na kuweka bajeti", "sw", "stewardship"],
    ["someone posted my photos on facebook and now i am a laughing stock", "en", "public-shame"],
    ["the teacher humiliated me in front of the whole class", "en", "public-shame"],
    ["nimeaibishwa mbele ya kijiji kizima, siwezi kuwaangalia watu", "sw", "public-shame"],
    ["my girlfriend and i have been sleeping together, we are both in the choir", "en", "purity"],
    ["my brother and i are not on speaking terms since the wedding", "en", "family-conflict"],
    ["my stepson is rude to me and my husband takes his side", "en", "family-conflict"],
    ["pray for our town, there is a cholera outbreak", "en", "healing"],
    ["pray for my uncle, he is losing his sight", "en", "healing"],
    ["i do all the house chores while my husband watches tv", "en", "marriage-conflict"],
    ["our grown up children have forgotten us in the village", "en", "old-age"],
    ["pray for the families fleeing the war in congo", "en", "refugee"],
    ["i have become a workaholic and my kids barely see me", "en", "rest"],
    ["i dont know which course to choose at university", "en", "guidance"],
    ["my supervisor told me to lie to the auditors", "en", "honesty"],
    ["worms have attacked our maize and the harvest is ruined", "en", "farming"],
    ["i can't sleep without sleeping pills any more", "en", "self-control"],
  ] as const)("%s (%s): %s", (message, locale, topic) => {
    expect(needOf(message, locale)).toBe(topic);
  });

  it.each([
    ["please pray for my aunt, she has fibroids and needs an operation", "en", "healing"],
    ["pray for my cousin, his visa interview is on friday", "en", "living-abroad"],
    ["pray that my brother finds work this month", "en", "unemployment"],
    ["they sacked me after ten years without any warning", "en", "unemployment"],
    ["pray for my shop, i want my business to grow", "en", "business"],
    ["my hardware business collapsed during the lockdown", "en", "business"],
    ["our choir is split and there are divisions everywhere", "en", "church-conflict"],
    ["pray for my friend, she is being beaten by her husband", "en", "domestic-violence"],
    ["pray for my daughter who has her driving test on monday", "en", "exams"],
    ["our son is struggling in school and the teacher called us", "en", "exams"],
    ["my dad always favours my sister and ignores me", "en", "family-conflict"],
    ["my husband is stingy, he earns well but we have no food", "en", "money-in-marriage"],
    ["sometimes god seems so far and i dont know why", "en", "lament"],
    ["my wife never helps with the children, i do everything", "en", "marriage-conflict"],
    ["my daughter wants to marry a man from a different religion", "en", "marrying-unbeliever"],
    ["my husband wants to relocate to his rural home after retiring", "en", "guidance"],
    ["i keep comparing my life to my friends on facebook", "en", "contentment"],
    ["my manager keeps making advances at me after work", "en", "sexual-harassment"],
    ["their father took the kids to his mother and wont bring them back", "en", "divorce"],
    ["the lecturers are on strike over unpaid salaries", "en", "unpaid-wages"],
    ["a landslide buried our house and our goats", "en", "lost-livelihood"],
    ["i hate my body, everyone says i am too fat", "en", "self-worth"],
    ["please pray for my cousin, she is looking for a husband", "en", "waiting-for-spouse"],
    ["i have been feeling so low this whole week", "en", "depression"],
    ["pray for the girl in our estate who was defiled", "en", "domestic-violence"],
    ["we cant make ends meet since prices went up", "en", "provision"],
    ["my sister and i havent spoken since the wedding quarrel", "en", "family-conflict"],
    ["the doctor says we will struggle to conceive", "en", "childlessness"],
    ["please pray for my grandpa, he had a heart attack last night", "en", "healing"],
    ["pray for me, my husband left with the kids last month", "en", "divorce"],
    ["pray that i become a better mother to my two girls", "en", "parenting"],
    ["the new job makes me work on sundays so i miss church", "en", "rest"],
    ["in our county office they only hire people from their community", "en", "tribalism"],
    ["her parents refuse me because i am luhya", "en", "tribalism"],
    ["my daughter got a nursing job in germany and leaves next month", "en", "living-abroad"],
    ["the youth and the choir members are fighting over the budget", "en", "church-conflict"],
    ["my widowed aunt says the church has forgotten her", "en", "widowhood"],
    ["the hotel owner hasnt paid us our salo since easter", "en", "unpaid-wages"],
  ] as const)("%s (%s): %s, named in words the topic did not know", (message, locale, topic) => {
    expect(needOf(message, locale)).toBe(topic);
  });

  it("answers wanting to give up with not growing weary in doing good", () => {
    expect(firstPassage("i feel like giving up, i have tried so many times", "en")).toBe(
      "Galatians 6:9",
    );
  });

  it("reads a scholarship the reader's parents would have them turn down to help at home as no marriage trouble", () => {
    expect(
      needOf("i got a scholarship but my parents say i should stay and help at home", "en"),
    ).not.toBe("marriage-conflict");
  });

  it("reads 'enough' of a reading or a wage as no contentment", () => {
    expect(needOf("pray for my exam tomorrow, i have not read enough", "en")).toBe("exams");
    expect(needOf("my salary is not enough money for rent and food", "en")).not.toBe("contentment");
  });

  it.each([
    "my video was leaked on tiktok and i feel so ashamed",
    "i was retrenched and i feel ashamed to go home",
    "the fake agent took all my money and i feel so ashamed",
  ])("comforts shame over what was suffered before offering forgiveness: %s", (message) => {
    expect(needOf(message, "en")).not.toBe("gods-forgiveness");
  });

  it("keeps quitting a job with the trouble at work, not with perseverance", () => {
    expect(needOf("my boss shouts at me every day and i feel like quitting", "en")).not.toBe(
      "perseverance",
    );
  });
});
