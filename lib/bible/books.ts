import type { Locale } from "@/lib/i18n/locales";

export type Testament = "OLD TESTAMENT" | "NEW TESTAMENT";

export interface BibleBook {
  /** OSIS id: "Gen", "Exod", ..., "1Sam", ..., "John", ..., "Rev". */
  id: string;
  /** Canonical position, 1..66. */
  number: number;
  nameEn: string;
  nameSw: string;
  testament: Testament;
  chapters: number;
}

type BookRow = readonly [id: string, nameEn: string, nameSw: string, chapters: number];

const OLD_TESTAMENT_ROWS: readonly BookRow[] = [
  ["Gen", "Genesis", "Mwanzo", 50],
  ["Exod", "Exodus", "Kutoka", 40],
  ["Lev", "Leviticus", "Mambo ya Walawi", 27],
  ["Num", "Numbers", "Hesabu", 36],
  ["Deut", "Deuteronomy", "Kumbukumbu la Torati", 34],
  ["Josh", "Joshua", "Yoshua", 24],
  ["Judg", "Judges", "Waamuzi", 21],
  ["Ruth", "Ruth", "Ruthu", 4],
  ["1Sam", "1 Samuel", "1 Samweli", 31],
  ["2Sam", "2 Samuel", "2 Samweli", 24],
  ["1Kgs", "1 Kings", "1 Wafalme", 22],
  ["2Kgs", "2 Kings", "2 Wafalme", 25],
  ["1Chr", "1 Chronicles", "1 Mambo ya Nyakati", 29],
  ["2Chr", "2 Chronicles", "2 Mambo ya Nyakati", 36],
  ["Ezra", "Ezra", "Ezra", 10],
  ["Neh", "Nehemiah", "Nehemia", 13],
  ["Esth", "Esther", "Esta", 10],
  ["Job", "Job", "Ayubu", 42],
  ["Ps", "Psalms", "Zaburi", 150],
  ["Prov", "Proverbs", "Mithali", 31],
  ["Eccl", "Ecclesiastes", "Mhubiri", 12],
  ["Song", "Song of Solomon", "Wimbo Ulio Bora", 8],
  ["Isa", "Isaiah", "Isaya", 66],
  ["Jer", "Jeremiah", "Yeremia", 52],
  ["Lam", "Lamentations", "Maombolezo", 5],
  ["Ezek", "Ezekiel", "Ezekieli", 48],
  ["Dan", "Daniel", "Danieli", 12],
  ["Hos", "Hosea", "Hosea", 14],
  ["Joel", "Joel", "Yoeli", 3],
  ["Amos", "Amos", "Amosi", 9],
  ["Obad", "Obadiah", "Obadia", 1],
  ["Jonah", "Jonah", "Yona", 4],
  ["Mic", "Micah", "Mika", 7],
  ["Nah", "Nahum", "Nahumu", 3],
  ["Hab", "Habakkuk", "Habakuki", 3],
  ["Zeph", "Zephaniah", "Sefania", 3],
  ["Hag", "Haggai", "Hagai", 2],
  ["Zech", "Zechariah", "Zekaria", 14],
  ["Mal", "Malachi", "Malaki", 4],
];

const NEW_TESTAMENT_ROWS: readonly BookRow[] = [
  ["Matt", "Matthew", "Mathayo", 28],
  ["Mark", "Mark", "Marko", 16],
  ["Luke", "Luke", "Luka", 24],
  ["John", "John", "Yohana", 21],
  ["Acts", "Acts", "Matendo ya Mitume", 28],
  ["Rom", "Romans", "Warumi", 16],
  ["1Cor", "1 Corinthians", "1 Wakorintho", 16],
  ["2Cor", "2 Corinthians", "2 Wakorintho", 13],
  ["Gal", "Galatians", "Wagalatia", 6],
  ["Eph", "Ephesians", "Waefeso", 6],
  ["Phil", "Philippians", "Wafilipi", 4],
  ["Col", "Colossians", "Wakolosai", 4],
  ["1Thess", "1 Thessalonians", "1 Wathesalonike", 5],
  ["2Thess", "2 Thessalonians", "2 Wathesalonike", 3],
  ["1Tim", "1 Timothy", "1 Timotheo", 6],
  ["2Tim", "2 Timothy", "2 Timotheo", 4],
  ["Titus", "Titus", "Tito", 3],
  ["Phlm", "Philemon", "Filemoni", 1],
  ["Heb", "Hebrews", "Waebrania", 13],
  ["Jas", "James", "Yakobo", 5],
  ["1Pet", "1 Peter", "1 Petro", 5],
  ["2Pet", "2 Peter", "2 Petro", 3],
  ["1John", "1 John", "1 Yohana", 5],
  ["2John", "2 John", "2 Yohana", 1],
  ["3John", "3 John", "3 Yohana", 1],
  ["Jude", "Jude", "Yuda", 1],
  ["Rev", "Revelation", "Ufunuo wa Yohana", 22],
];

function toBooks(rows: readonly BookRow[], testament: Testament, firstNumber: number): BibleBook[] {
  return rows.map(([id, nameEn, nameSw, chapters], index) => ({
    id,
    number: firstNumber + index,
    nameEn,
    nameSw,
    testament,
    chapters,
  }));
}

export const BIBLE_BOOKS: readonly BibleBook[] = Object.freeze([
  ...toBooks(OLD_TESTAMENT_ROWS, "OLD TESTAMENT", 1),
  ...toBooks(NEW_TESTAMENT_ROWS, "NEW TESTAMENT", OLD_TESTAMENT_ROWS.length + 1),
]);

export const TESTAMENTS: readonly Testament[] = ["OLD TESTAMENT", "NEW TESTAMENT"];

const BOOKS_BY_ID = new Map(BIBLE_BOOKS.map((book) => [book.id, book]));

export function getBookById(id: string): BibleBook | undefined {
  return BOOKS_BY_ID.get(id);
}

export function bookName(book: BibleBook, locale: Locale): string {
  return locale === "sw" ? book.nameSw : book.nameEn;
}

export function booksOfTestament(testament: Testament): BibleBook[] {
  return BIBLE_BOOKS.filter((book) => book.testament === testament);
}

/** The URL path segment for a book, e.g. "John", "1%20Samweli". */
export function bookPathSegment(book: BibleBook, locale: Locale): string {
  return encodeURIComponent(bookName(book, locale));
}

/**
 * Alternative names and abbreviations per book, written as people type them; numbered books
 * list the name without its number, which is added in every accepted ordinal form.
 * English forms follow the SBL and common study-Bible abbreviations, Swahili ones the
 * abbreviations printed in Swahili Bibles and concordances.
 */
const BOOK_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Gen: ["Ge", "Gn", "Mwa", "Mw"],
  Exod: ["Exo", "Ex", "Kut", "Kt"],
  Lev: ["Le", "Lv", "Walawi", "Law", "Wal", "Lawi"],
  Num: ["Nu", "Nm", "Nb", "Hes"],
  Deut: ["Dt", "De", "Deu", "Kumbukumbu", "Kumb", "Kum", "Kumbukumbu la Torati"],
  Josh: ["Jos", "Jsh", "Yos", "Yoshua"],
  Judg: ["Jdg", "Jdgs", "Jg", "Amu", "Waam", "Waamuzi"],
  Ruth: ["Rth", "Ru", "Rut", "Ruthu"],
  "1Sam": ["Sam", "Sa", "Sm", "Samuel", "Samweli"],
  "2Sam": ["Sam", "Sa", "Sm", "Samuel", "Samweli"],
  "1Kgs": ["Kgs", "Ki", "Kin", "Kings", "Fal", "Wafalme", "Waf"],
  "2Kgs": ["Kgs", "Ki", "Kin", "Kings", "Fal", "Wafalme", "Waf"],
  "1Chr": ["Chr", "Ch", "Chron", "Chronicles", "Nya", "Nyak", "Mambo ya Nyakati", "Nyakati"],
  "2Chr": ["Chr", "Ch", "Chron", "Chronicles", "Nya", "Nyak", "Mambo ya Nyakati", "Nyakati"],
  Ezra: ["Ezr"],
  Neh: ["Ne", "Nehemia", "Nehemiah"],
  Esth: ["Est", "Es", "Esta", "Ester"],
  Job: ["Jb", "Ayu", "Ay"],
  Ps: ["Psalm", "Psa", "Psm", "Pss", "Pslm", "Zab", "Za", "Zaburi"],
  Prov: ["Pr", "Prv", "Pro", "Mit", "Mith"],
  Eccl: ["Ecc", "Ec", "Eccles", "Qoh", "Qoheleth", "Mhu", "Mhub"],
  Song: [
    "Song of Songs",
    "Songs",
    "SS",
    "Sg",
    "Sos",
    "Canticles",
    "Cant",
    "Wim",
    "Wimbo",
    "Wimbo Bora",
    "Wimbo wa Sulemani",
  ],
  Isa: ["Is", "Isaya"],
  Jer: ["Je", "Jr", "Yer", "Yeremia"],
  Lam: ["La", "Omb", "Maombolezo"],
  Ezek: ["Eze", "Ezk", "Ezekieli"],
  Dan: ["Da", "Dn", "Danieli"],
  Hos: ["Ho", "Hosea"],
  Joel: ["Jl", "Jol", "Yoe", "Yoeli"],
  Amos: ["Am", "Amo", "Amosi"],
  Obad: ["Ob", "Oba", "Obd", "Obadia"],
  Jonah: ["Jon", "Jnh", "Yon", "Yona"],
  Mic: ["Mi", "Mc", "Mik", "Mika"],
  Nah: ["Na", "Nahumu"],
  Hab: ["Hb", "Habakuki"],
  Zeph: ["Zep", "Zp", "Sef", "Sefania"],
  Hag: ["Hg", "Hagai"],
  Zech: ["Zec", "Zc", "Zek", "Zekaria"],
  Mal: ["Ml", "Malaki"],
  Matt: ["Mt", "Mat", "Mathayo", "Math"],
  Mark: ["Mk", "Mrk", "Mar", "Mko", "Marko"],
  Luke: ["Lk", "Luk", "Lu", "Lka", "Luka"],
  John: ["Jn", "Jhn", "Joh", "Yoh", "Yn", "Yohane", "Yohana"],
  Acts: ["Ac", "Act", "Mdo", "Matendo", "Matendo ya Mitume"],
  Rom: ["Ro", "Rm", "Rum", "Warumi"],
  "1Cor": ["Cor", "Co", "Corinthians", "Kor", "Wakorintho", "Wakor"],
  "2Cor": ["Cor", "Co", "Corinthians", "Kor", "Wakorintho", "Wakor"],
  Gal: ["Ga", "Wagalatia", "Wagal"],
  Eph: ["Ephes", "Ep", "Efe", "Ef", "Waefeso"],
  Phil: ["Php", "Pp", "Flp", "Fil", "Wafilipi"],
  Col: ["Kol", "Wakolosai"],
  "1Thess": ["Thess", "Thes", "Th", "Thessalonians", "The", "Wathesalonike", "Wath"],
  "2Thess": ["Thess", "Thes", "Th", "Thessalonians", "The", "Wathesalonike", "Wath"],
  "1Tim": ["Tim", "Ti", "Timothy", "Timotheo"],
  "2Tim": ["Tim", "Ti", "Timothy", "Timotheo"],
  Titus: ["Tit", "Tt", "Tito"],
  Phlm: ["Philem", "Phm", "Flm", "Filemoni", "Filem"],
  Heb: ["Ebr", "Waeb", "Waebrania"],
  Jas: ["Jm", "Jam", "James", "Yak", "Yakobo"],
  "1Pet": ["Pet", "Pe", "Pt", "Peter", "Petro"],
  "2Pet": ["Pet", "Pe", "Pt", "Peter", "Petro"],
  "1John": ["John", "Jn", "Jhn", "Joh", "Yoh", "Yn", "Yohana", "Yohane"],
  "2John": ["John", "Jn", "Jhn", "Joh", "Yoh", "Yn", "Yohana", "Yohane"],
  "3John": ["John", "Jn", "Jhn", "Joh", "Yoh", "Yn", "Yohana", "Yohane"],
  Jude: ["Jd", "Yud", "Yuda"],
  Rev: [
    "Re",
    "Rv",
    "Revelations",
    "Apocalypse",
    "Apoc",
    "Ufu",
    "Uf",
    "Ufunuo",
    "Revelation of John",
  ],
};

const ORDINAL_WORDS: Readonly<Record<number, readonly string[]>> = {
  1: ["1", "i", "first", "1st"],
  2: ["2", "ii", "second", "2nd"],
  3: ["3", "iii", "third", "3rd"],
};

/** Folds a typed book name to a lookup key: lowercase, no diacritics, spaces, dots or dashes. */
export function bookKey(input: string): string {
  return input
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s.\-_'’]+/gu, "");
}

function bookOrdinal(id: string): number | undefined {
  const match = /^([123])\D/.exec(id);
  return match ? Number(match[1]) : undefined;
}

/**
 * Every surface form of a book name with its book. Forms with a spelled-out or Roman ordinal
 * come last so that they never shadow a plain name ("I Sa" folds to the key of "Isa").
 */
function buildAliasForms(): Array<{ form: string; book: BibleBook }> {
  const plainForms: Array<{ form: string; book: BibleBook }> = [];
  const ordinalForms: Array<{ form: string; book: BibleBook }> = [];
  for (const book of BIBLE_BOOKS) {
    const ordinal = bookOrdinal(book.id);
    const baseNames = [book.id, book.nameEn, book.nameSw, ...(BOOK_ALIASES[book.id] ?? [])];
    if (ordinal === undefined) {
      for (const form of baseNames) plainForms.push({ form, book });
      continue;
    }
    const bareNames = new Set(
      baseNames.map((name) => name.replace(/^[123]\s*/, "")).filter((name) => name.length > 0),
    );
    const [digit, ...otherOrdinals] = ORDINAL_WORDS[ordinal];
    for (const name of bareNames) plainForms.push({ form: `${digit} ${name}`, book });
    for (const word of otherOrdinals) {
      for (const name of bareNames) ordinalForms.push({ form: `${word} ${name}`, book });
    }
  }
  return [...plainForms, ...ordinalForms];
}

export const BOOK_NAME_FORMS: ReadonlyArray<{ form: string; book: BibleBook }> = buildAliasForms();

const BOOKS_BY_KEY: ReadonlyMap<string, BibleBook> = (() => {
  const map = new Map<string, BibleBook>();
  for (const { form, book } of BOOK_NAME_FORMS) {
    const key = bookKey(form);
    if (!map.has(key)) map.set(key, book);
  }
  return map;
})();

function safeDecode(input: string): string {
  try {
    return decodeURIComponent(input.replace(/\+/g, " "));
  } catch {
    return input;
  }
}

/**
 * Finds a book by English or Swahili name, OSIS id or common abbreviation, in any case,
 * URL-encoded or not, with or without spaces and a trailing dot ("1 Sam.", "1Samuel", "Yoh").
 */
export function findBook(input: string): BibleBook | undefined {
  const key = bookKey(safeDecode(input.trim()));
  if (!key) return undefined;
  return BOOKS_BY_KEY.get(key);
}
