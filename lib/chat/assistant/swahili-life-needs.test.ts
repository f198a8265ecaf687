import { describe, expect, it } from "vitest";
import { analyzeMessage } from "./intents";
import { firstPassage, needOf } from "@/tests/support/assistant";

/**
 * Needs Swahili readers name that had no theme, or words for a need its theme lacked (blind round
 * q20): each phrasing here is other than the round's own questions.
 */
describe("Swahili life needs named in everyday words", () => {
  it.each([
    ["shemeji yangu anataka niwe mdhamini wa mkopo wa sacco", "guarantor"],
    ["nimemdhamini jirani mkopo na sasa hajalipa hata shilingi", "guarantor"],
    ["mama anampendelea kaka yangu mdogo kila kitu", "favoritism"],
    ["baba anampenda dada yangu kuliko mimi na hanifichi", "favoritism"],
    ["nimepoa kiroho, naomba lakini sihisi uwepo wa mungu", "spiritual-dryness"],
    ["maombi hayana ladha tena na biblia naiacha", "spiritual-dryness"],
    ["askofu ametumia pesa za ujenzi wa kanisa kujenga nyumba yake", "church-money-misused"],
    ["tukiuliza hesabu za kanisa tunaambiwa usiguse mpakwa mafuta", "church-money-misused"],
    ["nimetoka gerezani mwaka jana na hakuna anayeniamini", "after-prison"],
    ["kaka yangu alitoka jela sasa kila mtu anamwogopa kijijini", "after-prison"],
    ["wazee wa kanisa wamegawanyika makundi mawili na kuna mafarakano", "church-conflict"],
    ["mimi na dada yangu hatuongeleshani tangu harusi yake", "family-conflict"],
    ["wawekezaji wamekuja na kutuambia tuhame kwenye ardhi ya mababu", "land-grabbing"],
    ["nimekaa hapa ulaya bila makaratasi miaka mitatu", "living-abroad"],
    ["wazazi wangu wamezeeka na hakuna wa kuwaangalia kijijini", "aging-parents"],
    ["mke wangu ananidharau mbele ya wageni kwa sababu napata kidogo", "marriage-conflict"],
    ["naanza biashara ya kibanda cha mboga wiki ijayo", "business"],
    ["siridhiki na chochote, kila siku nataka zaidi kama wenzangu", "contentment"],
    ["kaka yangu ana kichaa, anaongea peke yake usiku", "mental-illness"],
    ["mjomba ananywa sana tangu shangazi afariki", "drunkenness"],
    ["mwanangu hataki kula siku tatu sasa, ana miaka miwili", "sick-child"],
    ["nimemaliza kidato cha sita sijui nifanye nini na maisha yangu", "guidance"],
    ["tuombee, mungu amenijalia mimba baada ya miaka sita ya kusubiri", "pregnancy"],
    ["rafiki ananidai pesa nyingi tangu mwaka jana", "debt"],
    ["tangu nipate kazi ndugu wanataka niwape pesa kila wiki", "burdened-provider"],
    // judged as a sinner by the church is a wound, not a question about sin
    ["tangu nipate mimba wamama kwaya wananiona kama mwenye dhambi", "hurt-by-church"],
  ])("%s → %s", (message, need) => {
    expect(needOf(message, "sw")).toBe(need);
  });

  it("leads a guarantee with Proverbs' counsel on surety, not the debtor's verses", () => {
    expect(firstPassage("rafiki ananiomba nimdhamini mkopo wa benki", "sw")).toBe(
      "Proverbs 22:26–27",
    );
  });

  it.each([
    // a child phoning home is no abuse, a wedding no fast, one's own stall no giving
    ["mwanangu ananipigia simu kila jioni akilia", "domestic-violence"],
    ["tunafunga ndoa mwezi ujao kanisani", "fasting"],
    ["nimefungua kibanda changu cha viatu", "giving"],
    ["jirani anafungua redio kwa sauti kubwa", "pregnancy"],
    ["bwana anataka tuhamie kwao tukistaafu", "land-grabbing"],
    ["benki imenifungia akaunti yangu", "fasting"],
  ])("%s is not %s", (message, need) => {
    const topics = analyzeMessage({ message, history: [], locale: "sw" }).topics;
    expect(topics.map(({ topic }) => topic.id)).not.toContain(need);
  });
});
