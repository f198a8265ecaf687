// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Search } from "./index";

afterEach(cleanup);

describe("sprite icons", () => {
  it("draw the sprite's symbol, hidden from assistive technology, with the caller's classes", () => {
    const { container } = render(<Search className="size-4" />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveClass("lucide", "size-4");
    expect(svg.querySelector("use")?.getAttribute("href")).toMatch(/lucide-sprite\.svg#search$/);
  });

  it("stay visible to assistive technology when named, as lucide-react's do", () => {
    const { container } = render(<Search role="img" aria-label="Search" />);
    const svg = container.querySelector("svg")!;
    expect(svg).not.toHaveAttribute("aria-hidden");
    expect(svg).toHaveAccessibleName("Search");
  });
});
