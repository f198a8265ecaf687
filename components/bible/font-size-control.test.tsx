// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FONT_SIZE_PROPERTY, FONT_SIZE_STEPS, FONT_SIZE_STORAGE_KEY } from "./font-size";
import { FontSizeControl } from "./font-size-control";

const LABELS = { textSize: "Text size", smallerText: "Smaller text", largerText: "Larger text" };
const ICONS = { smaller: <span>A-</span>, larger: <span>A+</span> };

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.removeAttribute("style");
});

describe("FontSizeControl", () => {
  it("draws the verses at the kept size after a language switch redrew the page without it", () => {
    const largest = FONT_SIZE_STEPS.length - 1;
    window.localStorage.setItem(FONT_SIZE_STORAGE_KEY, String(largest));
    // The page of the other language starts without the size the head script set.
    document.documentElement.removeAttribute("style");

    render(<FontSizeControl labels={LABELS} icons={ICONS} />);

    expect(screen.getByRole("button", { name: "Larger text" })).toBeDisabled();
    expect(document.documentElement.style.getPropertyValue(FONT_SIZE_PROPERTY)).toBe(
      FONT_SIZE_STEPS[largest],
    );
  });
});
