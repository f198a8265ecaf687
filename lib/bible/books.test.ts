import { describe, expect, it } from "vitest";
import {
  BIBLE_BOOKS,
  bookName,
  bookPathSegment,
  booksOfTestament,
  findBook,
  getBookById,
} from "./books";

describe("BIBLE_BOOKS", () => {
  it("is the 66-book Protestant canon with 1,189 chapters", () => {
    expect(BIBLE_BOOKS).toHaveLength(66);
    expect(new Set(BIBLE_BOOKS.map((book) => book.id)).size).toBe(66);
    expect(BIBLE_BOOKS.reduce((sum, book) => sum + book.chapters, 0)).toBe(1189);
    expect(BIBLE_BOOKS.map((book) => book.number)).toEqual(
      Array.from({ length: 66 }, (_, index) => index + 1),
    );
    expect(booksOfTestament("OLD TESTAMENT")).toHaveLength(39);
    expect(booksOfTestament("NEW TESTAMENT")).toHaveLength(27);
  });

  it("names books in both languages", () => {
    const john = getBookById("John")!;
    expect(bookName(john, "en")).toBe("John");
    expect(bookName(john, "sw")).toBe("Yohana");
    expect(bookName(getBookById("Song")!, "sw")).toBe("Wimbo Ulio Bora");
    expect(bookName(getBookById("Rev")!, "sw")).toBe("Ufunuo wa Yohana");
    expect(bookPathSegment(getBookById("1Sam")!, "sw")).toBe("1%20Samweli");
  });
});

describe("findBook", () => {
  it.each([
    ["John", "John"],
    ["john", "John"],
    ["JOHN", "John"],
    ["Yohana", "John"],
    ["yohana", "John"],
    ["1 Samuel", "1Sam"],
    ["1Samuel", "1Sam"],
    ["1 Sam", "1Sam"],
    ["1 Sam.", "1Sam"],
    ["I Samuel", "1Sam"],
    ["1%20Samweli", "1Sam"],
    ["1 samweli", "1Sam"],
    ["Ufunuo%20wa%20Yohana", "Rev"],
    ["ufunuo wa yohana", "Rev"],
    ["Mambo ya Walawi", "Lev"],
    ["Kumbukumbu la Torati", "Deut"],
    ["Wimbo Ulio Bora", "Song"],
    ["Song of Songs", "Song"],
    ["Matendo ya Mitume", "Acts"],
    ["2 Mambo ya Nyakati", "2Chr"],
    ["Revelation of John", "Rev"],
    ["Psalm", "Ps"],
  ])("finds %s by name", (input, id) => {
    expect(findBook(input)?.id).toBe(id);
  });

  it.each([
    ["Jn", "John"],
    ["Gen", "Gen"],
    ["Ps", "Ps"],
    ["Yoh", "John"],
    ["Mwa", "Gen"],
    ["Zab", "Ps"],
    ["Mt", "Matt"],
    ["Mk", "Mark"],
    ["Rom", "Rom"],
    ["Ufu", "Rev"],
    ["1 Jn", "1John"],
    ["1Jn", "1John"],
    ["3 Yoh", "3John"],
    ["Isa", "Isa"],
    ["Flp", "Phil"],
    ["Mdo", "Acts"],
  ])("finds %s by abbreviation", (input, id) => {
    expect(findBook(input)?.id).toBe(id);
  });

  it("finds every book by its OSIS id and both names", () => {
    for (const book of BIBLE_BOOKS) {
      expect(findBook(book.id)).toBe(book);
      expect(findBook(book.nameEn)).toBe(book);
      expect(findBook(book.nameSw)).toBe(book);
      expect(findBook(encodeURIComponent(book.nameSw.toUpperCase()))).toBe(book);
    }
  });

  it("tells numbered books apart from the book without a number", () => {
    expect(findBook("John")?.id).toBe("John");
    expect(findBook("1 John")?.id).toBe("1John");
    expect(findBook("Yohana")?.id).toBe("John");
    expect(findBook("2 Yohana")?.id).toBe("2John");
  });

  it("finds nothing for unknown names", () => {
    for (const input of ["", "  ", "Hezekiah", "4 John", "Tobit", "%E0%A4%A"]) {
      expect(findBook(input)).toBeUndefined();
    }
  });
});
