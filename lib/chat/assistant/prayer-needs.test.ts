import { describe, expect, it } from "vitest";
import { analyzeMessage } from "./intents";
import { answerWithDetails } from "./pipeline";
import { needOf } from "@/tests/support/assistant";

/**
 * Prayer requests whose need was read wrongly: an illness no topic names, the words asking for
 * prayer read as a need of their own ("i need your prayers": provision), a word that means one
 * thing in a request and another in a study question ("favour", "nianzie wapi").
 */
describe("the need a prayer request names", () => {
  it.each<[string, "en" | "sw", string]>([
    ["my aunt has been bedridden since june, kindly pray for her", "en", "healing"],
    ["i need your prayers, my uncle has pneumonia and is on oxygen", "en", "healing"],
    ["mjomba ana nimonia amewekwa kwenye oksijeni, tumwombee", "sw", "healing"],
    ["mtoto wa dada yangu ana nimonia, tumwombee", "sw", "sick-child"],
    ["biashara yangu imeungua moto, sijui nianzie wapi", "sw", "lost-livelihood"],
    ["nataka kuanza kusoma biblia, nianzie wapi", "sw", "scripture"],
    // A child gone astray, told as parents tell it: coming to their senses, the street boys.
    [
      "pray that my daughter comes to her senses, she left home for a man twice her age",
      "en",
      "prodigal-son",
    ],
    ["mwanangu hanisikilizi tena, anashinda na vijana wa mtaani", "sw", "teenagers"],
    // A country at election time: its peace is the need, not the young men in the story.
    [
      "pray for peace in our country, young people are being paid to fight before the polls",
      "en",
      "politics",
    ],
    ["tuiombee taifa letu, kuna vurugu na watu wanaogopa", "sw", "politics"],
    ["my cousins case is at milimani law courts on tuesday, please pray", "en", "court-case"],
    ["naomba maombi mungu anifungue tumbo, tumesubiri miaka mingi", "sw", "childlessness"],
    ["pray that God will open my womb, the doctors have given up", "en", "childlessness"],
    ["pray for my mum, she is admitted at aga khan with ulcers", "en", "healing"],
    ["niombee shangazi amelazwa ana vidonda vya tumbo", "sw", "healing"],
    ["my uncle needs a kidney transplant and we are raising money, pray for him", "en", "surgery"],
    ["i owe the bank 200k and they want to auction our land, kindly pray", "en", "debt"],
    ["please pray for my sister, her husband beats her every weekend", "en", "domestic-violence"],
    ["niombee nipate mchumba anayempenda mungu", "sw", "waiting-for-spouse"],
    ["pray for my aunt, she starts chemo on friday", "en", "healing"],
    ["niombee baba anaanza chemo wiki ijayo", "sw", "healing"],
    [
      "pray for my daughter, she ran off with an older man and we cant reach her",
      "en",
      "missing-person",
    ],
    ["mdogo wangu amekimbia nyumbani tangu jumamosi, tuombee arudi", "sw", "missing-person"],
    [
      "pray for my marriage, my wife has gone back to her parents with the baby",
      "en",
      "marriage-conflict",
    ],
    ["niombee nimefukuzwa chuo kwa kukosa ada ya muhula", "sw", "provision"],
    ["naomba maombi kwa ajili ya harusi yetu mwezi ujao", "sw", "dowry-wedding"],
    ["kaka amekamatwa na polisi, tuombee aachiliwe", "sw", "police-injustice"],
    // The setting prayed for is the need: a new business, a church.
    ["pray for my new business, we open on monday", "en", "business"],
    ["tuombee biashara yangu mpya ya mitumba", "sw", "business"],
    [
      "the clerk at the registry keeps asking for something small before he signs",
      "en",
      "corruption",
    ],
  ])("%s → %s", (message, locale, need) => {
    expect(needOf(message, locale)).toBe(need);
  });

  it.each<[string, "en" | "sw"]>([
    ["please pray for gods favour on my application, results come out on friday", "en"],
    ["niombee nipate kibali mbele ya wakubwa wiki hii", "sw"],
  ])(
    "reads favour asked in a request as favour before people, not saving grace: %s",
    (message, locale) => {
      expect(needOf(message, locale)).toBe("favour");
    },
  );

  it.each<[string, "en" | "sw", string]>([
    ["pray for my husband to come back home, he left in march", "en", "second-coming"],
    ["the beans in the shamba have dried up, lets pray for rain", "en", "land-inheritance"],
    ["the beans in the shamba have dried up, lets pray for rain", "en", "land-grabbing"],
    ["pray for us in marsabit, no rain and the goats are dying", "en", "death"],
  ])("takes no need from a word of the story's setting: %s", (message, locale, setting) => {
    const topics = analyzeMessage({ message, history: [], locale }).topics;
    expect(topics.map(({ topic }) => topic.id)).not.toContain(setting);
  });

  it("reads 'niombee' beside an 'au' of the story as asking prayer, not weighing two ways", () => {
    const message = "usiku naona nyoka au watu wananifuata, niombee nifunguliwe";
    const topics = analyzeMessage({ message, history: [], locale: "sw" }).topics;
    expect(topics.map(({ topic }) => topic.id)).not.toContain("guidance");
  });
  // The chat's own quick action, in both languages: pointing at a need is not naming one.
  it.each<[string, "en" | "sw", string]>([
    ["Help me pray about what I am going through.", "en", "If you tell me a little more"],
    ["help me pray about what im going through", "en", "If you tell me a little more"],
    ["Nisaidie kuomba kuhusu ninayopitia.", "sw", "Ukinieleza kidogo zaidi"],
  ])(
    "prays for what the reader has not told yet, and asks to hear more: %s",
    async (message, locale, askMore) => {
      expect(
        analyzeMessage({ message, history: [], locale }).topics.map(({ topic }) => topic.id),
      ).not.toContain("suffering");
      const reply = await answerWithDetails({ message, locale, history: [] }, { provider: null });
      expect(reply.text).toContain(askMore);
      expect(reply.verses.join(" ")).toMatch(/^(Philippians|Wafilipi) 4:6/);
    },
  );
});
