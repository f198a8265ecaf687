import { describe, expect, it } from "vitest";
import { readerActions, readerState } from "./reader-store";

describe("reader search generations", () => {
  it("drops the answer of a search that a newer search or clearing the box replaced", () => {
    const first = readerActions.startSearch();
    expect(first()).toBe(true);
    const second = readerActions.startSearch();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
    readerActions.setQuery("upendo");
    readerActions.clearSearch();
    expect(second()).toBe(false);
    expect(readerState()).toMatchObject({ query: "", search: { status: "idle" } });
  });
});
