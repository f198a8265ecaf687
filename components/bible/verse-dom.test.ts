// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toggleVerseSelection, verseRow } from "./verse-dom";

function selectedVerses() {
  return Array.from(document.querySelectorAll<HTMLElement>("li[data-selected]")).map((row) =>
    Number(row.dataset.verse),
  );
}

const part = (verse: number, selector: string) =>
  verseRow(verse)!.querySelector<HTMLElement>(selector)!;

describe("toggleVerseSelection", () => {
  beforeEach(() => {
    document.body.innerHTML = `<ol id="verse-list">${[1, 2]
      .map(
        (verse) =>
          `<li data-verse="${verse}"><div><div data-verse-text><span><span data-nocopy>${verse}</span>Text <button popovertarget="n${verse}">a</button> <a href="/x">link</a></span></div><div data-nocopy><button data-action="copy"></button></div></div><div id="n${verse}" popover="auto"><p>note</p></div></li>`,
      )
      .join("")}</ol>`;
  });
  afterEach(() => {
    window.getSelection()?.removeAllRanges();
    document.body.innerHTML = "";
  });

  it("marks a tapped verse, moves the mark to another and takes it away on a second tap", () => {
    toggleVerseSelection(part(1, "[data-verse-text] span"));
    expect(selectedVerses()).toEqual([1]);
    toggleVerseSelection(part(2, "[data-nocopy]"));
    expect(selectedVerses()).toEqual([2]);
    toggleVerseSelection(part(2, "[data-verse-text]"));
    expect(selectedVerses()).toEqual([]);
  });

  it("leaves taps on the row's own controls and notes to them", () => {
    for (const selector of ["button[popovertarget]", "a", "button[data-action]", "[popover] p"]) {
      toggleVerseSelection(part(1, selector));
    }
    expect(selectedVerses()).toEqual([]);
  });

  it("chooses nothing when the tap ends a text selection", () => {
    const text = part(1, "[data-verse-text]");
    window.getSelection()!.selectAllChildren(text);
    toggleVerseSelection(text);
    expect(selectedVerses()).toEqual([]);
  });

  it("ignores taps outside the verse rows", () => {
    toggleVerseSelection(document.getElementById("verse-list")!);
    expect(selectedVerses()).toEqual([]);
  });
});
