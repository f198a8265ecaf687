import { describe, expect, it } from "vitest";
import { analyzeMessage } from "./intents";
import { needOf } from "@/tests/support/assistant";

/**
 * Wrongs done to readers by those around them, each told the ways readers tell it: the land
 * taken, the witch's name put on an old woman, the partner who stole, the employer who insults,
 * the war fled. Each of these reached another topic, or none, before the topic was written.
 */
describe("wrongs done to the reader by others", () => {
  it.each([
    ["since dad died my uncles want to chase us off the land he left us", "en"],
    ["our neighbour moved the beacons at night and took half our plot", "en"],
    ["my brothers say daughters cannot inherit land in our clan", "en"],
    ["my in-laws have taken the plot and say i should go back to her parents home", "en"],
    ["they want to disinherit my mother because she had no sons", "en"],
    ["ndugu wa baba wamehamisha mipaka ya shamba letu", "sw"],
    ["jirani amehamisha mawe ya mpaka usiku", "sw"],
    ["wajomba wanasema wasichana hawarithi shamba la baba", "sw"],
    ["shemeji amechukua kiwanja chetu na kusema mimi sina haki ya kurithi", "sw"],
    ["wanataka kutufukuza shambani tangu baba afariki", "sw"],
    ["wameiba mipaka ya ploti yetu", "sw"],
  ] as const)("land taken by force: %s", (message, locale) => {
    expect(needOf(message, locale)).toBe("land-grabbing");
  });

  it.each([
    ["the villagers are calling my grandmother a witch since the boy drowned", "en"],
    ["after the funeral they said my mother is a witch and chased her from the homestead", "en"],
    ["my in-laws accused me of witchcraft when my husband got sick", "en"],
    ["people say my old mother bewitched their child, they want to burn her hut", "en"],
    ["everyone at the market calls me a witch because my neighbours cow died", "en"],
    ["kijiji kinamwita bibi yangu mchawi tangu mtoto afe", "sw"],
    ["wakwe wananisingizia uchawi tangu mume wangu aanze kuugua", "sw"],
    ["wanasema mama ni mchawi na wametishia kuchoma nyumba yake", "sw"],
    ["majirani wananiita mchawi kwa sababu ng'ombe wao walikufa", "sw"],
  ] as const)("accused of witchcraft: %s", (message, locale) => {
    expect(needOf(message, locale)).toBe("accused-of-witchcraft");
  });

  it.each([
    ["I think someone has bewitched my farm, the crops keep dying", "en"],
    ["they say i am bewitched, everything goes wrong", "en"],
    ["majirani wanasema tumerogwa", "sw"],
    ["nimerogwa na jirani, biashara haiendi", "sw"],
  ] as const)("fearing a spell is no accusation: %s", (message, locale) => {
    expect(needOf(message, locale)).not.toBe("accused-of-witchcraft");
  });

  it.each([
    ["my business partner was stealing from the business for a whole year", "en"],
    ["i trusted him with the shop keys and he took the sales money", "en"],
    ["my best friend stole my savings and blocked me", "en"],
    ["a friend conned me of 200k saying it was for a tender", "en"],
    ["mbia wangu amenisaliti, amefungua duka lake kwa mtaji wetu", "sw"],
    ["tulianzisha biashara na rafiki yangu, kumbe amekuwa akichukua pesa ya mauzo", "sw"],
    ["rafiki yangu ameniibia pesa zote za chama nilizomwachia", "sw"],
    ["nilimwamini kama ndugu kumbe amenitapeli", "sw"],
    ["mabeshte wangu wamenichezea shere, wamekula doo ya biashara yetu", "sw"],
  ] as const)("betrayed by a friend or partner: %s", (message, locale) => {
    expect(needOf(message, locale)).toBe("betrayal");
  });

  it.each([
    ["rafiki yangu wa karibu amefariki ghafla, namkumbuka sana", "sw"],
    ["mke wangu ananisaliti na jirani yetu", "sw"],
    ["yesu alimwambia petro atoe sarafu kinywani mwa samaki", "sw"],
    ["mtoto wangu anacheza na marafiki zake nje", "sw"],
  ] as const)(
    "a friend, a spouse or a word alike is no betrayal by a partner: %s",
    (message, locale) => {
      expect(needOf(message, locale)).not.toBe("betrayal");
    },
  );

  it.each([
    ["madam pays me late every month and shouts at me infront of her kids", "en"],
    ["my employer insults me in front of customers and calls me stupid", "en"],
    ["i work from 5am to midnight, they treat me like a slave and pay late", "en"],
    ["bosi ananitukana kila siku na mshahara unachelewa", "sw"],
    ["mama mwenye nyumba ananitukana na hanilipi kwa wakati", "sw"],
    ["ninafanya kazi bila kupumzika, ananifanyisha kazi kama mtumwa", "sw"],
    ["boss wangu ananinyanyasa na kunilipa late", "sw"],
  ] as const)("mistreated by an employer: %s", (message, locale) => {
    expect(needOf(message, locale)).toBe("mistreated-worker");
  });

  it.each([
    ["im going to Saudi next month as a house girl and im scared", "en"],
    ["since dad remarried my stepmother treats me like a house help", "en"],
  ] as const)("being a house help is no mistreatment of its own: %s", (message, locale) => {
    expect(needOf(message, locale)).not.toBe("mistreated-worker");
  });

  it.each([
    ["we fled the war in south sudan and live in kakuma", "en"],
    ["i am a refugee in nairobi and cannot get work papers", "en"],
    ["life in dadaab camp is hard, the food rations are not enough", "en"],
    ["we ran from the fighting in our village and are displaced", "en"],
    ["tulikimbia vita kongo na sasa tuko kambi ya wakimbizi", "sw"],
    ["mimi ni mkimbizi kutoka burundi, maisha ya nyarugusu ni magumu", "sw"],
    ["walikimbia vita na sasa mgao wa chakula umepunguzwa", "sw"],
  ] as const)("life as a refugee: %s", (message, locale) => {
    expect(needOf(message, locale)).toBe("refugee");
  });
});

/** Suspected of stealing, told by what the others say or how they look at the reader. */
describe("falsely suspected of theft", () => {
  it.each([
    ["one member said i ate the money and now they look at me like a thief", "en"],
    ["my boss says i stole from the till, i never took anything", "en"],
    ["mwenzangu anasema nimekula pesa za chama, wananiona kama mwizi", "sw"],
  ] as const)("%s", (message, locale) => {
    expect(needOf(message, locale)).toBe("false-accusation");
  });
});

/** A chama whose trust broke over money, and a chama that is only where the money came from. */
describe("trouble in a savings group", () => {
  it.each([
    ["our chama treasurer disappeared with all our contributions", "en"],
    ["the chama chairman is using chama funds for his own business", "en"],
    ["our chama has collapsed, members are fighting over money", "en"],
    ["mweka hazina wa chama ametoroka na michango yetu", "sw"],
    ["chama yetu imevunjika kwa sababu ya ugomvi wa pesa", "sw"],
    ["mwenyekiti amekula pesa za chama na hataki kueleza", "sw"],
    ["msee wa chama amehepa na doo zetu", "sw"],
  ] as const)("%s", (message, locale) => {
    expect(needOf(message, locale)).toBe("savings-group");
  });

  it.each([
    ["nilikopa pesa ya chama kununua mzigo, moto ukachoma duka", "sw"],
    ["i borrowed from my chama and cant repay", "en"],
  ] as const)("names no chama trouble: %s", (message, locale) => {
    expect(needOf(message, locale)).not.toBe("savings-group");
  });
});

/** A deed the reader tells as their own is no wrong done to them, whatever its root. */
describe("the reader's own deed", () => {
  it.each([
    ["nimemfukuza kazi dada wa kazi na sasa najuta", "sw", "unemployment"],
    ["nimemfukuza mlinzi kazi bila kumlipa", "sw", "unemployment"],
  ] as const)("%s is no %s", (message, locale, topic) => {
    const topics = analyzeMessage({ message, history: [], locale }).topics;
    expect(topics.map(({ topic }) => topic.id)).not.toContain(topic);
  });
});

/** What readers told in words the topics' vocabularies lacked, now heard. */
describe("situations told in words the topics lacked", () => {
  it.each([
    ["i moved to the city for work and i dont know anyone here", "en", "loneliness"],
    ["new in town, weekends are so long in my single room", "en", "loneliness"],
    ["nimehamia arusha, simjui mtu yeyote huku", "sw", "loneliness"],
    ["sina ndugu wala rafiki hapa mjini, narudi chumbani tu", "sw", "loneliness"],
    ["i tested positive and i dont know how to tell my boyfriend", "en", "chronic-illness"],
    ["nimekutwa na virusi kliniki, naogopa kumwambia mume", "sw", "chronic-illness"],
    ["my friends are buying leaked exams, should i also buy", "en", "honesty"],
    ["wenzangu wamenunua mitihani iliyovuja, nami ninunue?", "sw", "honesty"],
    ["the bishop says whoever doesnt give will be cursed", "en", "giving-under-pressure"],
    ["mchungaji anauza maji ya upako kwa elfu tano", "sw", "giving-under-pressure"],
    ["tunalazimishwa kutoa pesa ya gari la mchungaji", "sw", "giving-under-pressure"],
    ["our pastor uses the tithe to build his own mansion", "en", "giving-under-pressure"],
    ["mchungaji anatumia sadaka kujijengea nyumba", "sw", "giving-under-pressure"],
    ["nina wake wawili na wanagombana kila siku", "sw", "co-wife"],
    ["my two wives do not greet each other", "en", "co-wife"],
    ["my father is old and bedridden, i am the only one caring for him", "en", "aging-parents"],
    ["mama ni mzee sana na hawezi kujihudumia", "sw", "aging-parents"],
    ["i borrowed from my chama and cant repay", "en", "debt"],
    ["nilikopa kwa kikundi na siwezi kulipa, wananidai kila wiki", "sw", "debt"],
  ] as const)("%s → %s", (message, locale, topic) => {
    expect(needOf(message, locale)).toBe(topic);
  });

  it("reads a bedridden wife as no ageing parent", () => {
    expect(needOf("my wife has been bedridden for two months", "en")).not.toBe("aging-parents");
  });
});
