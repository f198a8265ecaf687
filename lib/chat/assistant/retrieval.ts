import "server-only";
import { findBook } from "@/lib/bible/books";
import { findReferences, type BibleReference } from "@/lib/bible/reference";
import { searchVerses } from "@/lib/bible/search";
import type { MessageAnalysis } from "./intents";
import { contentReference, referenceExists, sameOrOverlapping } from "./scripture";
import { withoutFraming } from "./topics";
import type { ChatTurn } from "./types";

export type PassageSource = "message" | "contested" | "topic" | "search";

export interface Passage {
  reference: BibleReference;
  source: PassageSource;
  score: number;
}

/** Words too common to search the Bible for. */
const STOPWORDS = new Set([
  "a",
  "an",
  "the",
  "and",
  "or",
  "but",
  "if",
  "so",
  "of",
  "to",
  "in",
  "on",
  "at",
  "by",
  "for",
  "with",
  "from",
  "about",
  "into",
  "as",
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "am",
  "do",
  "does",
  "did",
  "have",
  "has",
  "had",
  "i",
  "me",
  "my",
  "mine",
  "myself",
  "you",
  "your",
  "he",
  "him",
  "his",
  "she",
  "her",
  "it",
  "its",
  "we",
  "us",
  "our",
  "they",
  "them",
  "their",
  "this",
  "that",
  "these",
  "those",
  "what",
  "which",
  "who",
  "whom",
  "how",
  "why",
  "when",
  "where",
  "can",
  "could",
  "should",
  "would",
  "will",
  "shall",
  "may",
  "might",
  "must",
  "not",
  "no",
  "yes",
  "please",
  "help",
  "tell",
  "say",
  "says",
  "said",
  "know",
  "want",
  "need",
  "feel",
  "think",
  "get",
  "make",
  "go",
  "really",
  "very",
  "just",
  "also",
  "still",
  "even",
  "much",
  "many",
  "some",
  "any",
  "all",
  "every",
  "there",
  "here",
  "than",
  "then",
  "too",
  "more",
  "most",
  "one",
  "way",
  "thing",
  "things",
  "bible",
  "verse",
  "verses",
  "scripture",
  "god",
  "lord",
  "jesus",
  "christ",
  "christian",
  "im",
  "ive",
  "dont",
  "cant",
  "doesnt",
  "whats",
  "keep",
  "time",
  "day",
  "days",
  "life",
  "people",
  "na",
  "ya",
  "wa",
  "za",
  "la",
  "cha",
  "vya",
  "kwa",
  "ni",
  "si",
  "je",
  "nini",
  "gani",
  "vipi",
  "jinsi",
  "kuhusu",
  "sana",
  "tu",
  "pia",
  "hii",
  "huu",
  "hiyo",
  "hilo",
  "hizi",
  "yangu",
  "wangu",
  "changu",
  "langu",
  "zangu",
  "vyangu",
  "mimi",
  "wewe",
  "yeye",
  "sisi",
  "ninyi",
  "wao",
  "kama",
  "lakini",
  "au",
  "tena",
  "kila",
  "mara",
  "bado",
  "mungu",
  "yesu",
  "bwana",
  "kristo",
  "biblia",
  "maandiko",
  "mstari",
  "mistari",
  "inasema",
  "nisaidie",
  "tafadhali",
  "naweza",
  "ninawezaje",
  "nawezaje",
  "nifanye",
  "nifanyeje",
  "ninapaswa",
  "kufanya",
  "kuwa",
  "katika",
  "kwenye",
  "hadi",
  "baada",
  "kabla",
  "ndani",
  "juu",
  "chini",
  "moja",
  "mmoja",
  "nina",
  "una",
  "ana",
  "tuna",
  "yake",
  "wake",
  "kwamba",
  "ili",
  "sasa",
  "leo",
  "maisha",
  "mtu",
  "watu",
  "kitu",
  "vitu",
  "mambo",
  "jambo",
  "siku",
  "ndiyo",
  "hapana",
  "sawa",
]);

const MAX_SEARCH_WORDS = 4;

function searchWords(analysis: MessageAnalysis): string[] {
  return withoutFraming(analysis.words)
    .filter(
      (word) => word.length > 2 && !STOPWORDS.has(word) && !/^\d+$/.test(word) && !findBook(word),
    )
    .slice(0, MAX_SEARCH_WORDS);
}

function referencesIn(text: string): BibleReference[] {
  return findReferences(text).map((found) => found.reference);
}

function addPassage(passages: Passage[], candidate: Passage): void {
  const existing = passages.find((passage) =>
    sameOrOverlapping(passage.reference, candidate.reference),
  );
  if (!existing) {
    passages.push(candidate);
    return;
  }
  if (candidate.source === "search" && existing.source === "topic") existing.score += 1.5;
  else if (candidate.score > existing.score) Object.assign(existing, candidate);
}

/**
 * The verses that ground a reply, best first: those the message cites, then the curated verses of
 * its topics (or of a contested question), then the Bible search for its own words.
 */
export function retrievePassages(
  analysis: MessageAnalysis,
  { history = [], limit = 8 }: { history?: readonly ChatTurn[]; limit?: number } = {},
): Passage[] {
  const { locale } = analysis;
  const passages: Passage[] = [];
  analysis.references.forEach((reference, index) =>
    addPassage(passages, { reference, source: "message", score: 100 - index }),
  );
  analysis.contested?.verses.forEach((text, index) =>
    addPassage(passages, {
      reference: contentReference(text),
      source: "contested",
      score: 50 - index,
    }),
  );

  const alreadyShown = analysis.topicsFromHistory
    ? referencesIn(history.filter((turn) => turn.role === "assistant").at(-1)?.text ?? "")
    : [];
  const best = analysis.topics[0]?.score ?? 0;
  const weight = analysis.topicsFromHistory ? 0.8 : 1;
  for (const { topic, score } of analysis.topics.slice(0, 3)) {
    if (score < best / 2) break;
    topic.verses.forEach((text, index) => {
      const reference = contentReference(text);
      if (alreadyShown.some((shown) => sameOrOverlapping(shown, reference))) return;
      addPassage(passages, {
        reference,
        source: "topic",
        score: (((10 * score) / best) * weight) / (1 + 0.3 * index),
      });
    });
  }

  const words = searchWords(analysis);
  if (words.length > 0 && analysis.references.length === 0) {
    const hits = searchVerses(locale, words.join(" "), { limit: 6 });
    const top = hits[0]?.score ?? 0;
    hits.forEach((hit, index) => {
      const book = findBook(hit.bookId);
      if (!book || top <= 0) return;
      addPassage(passages, {
        reference: { book, chapter: hit.chapter, verseStart: hit.verse },
        source: "search",
        score: (3 * hit.score) / top / (1 + 0.3 * index),
      });
    });
  }

  return passages
    .filter((passage) => referenceExists(passage.reference, locale))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
