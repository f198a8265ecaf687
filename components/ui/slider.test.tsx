// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { Slider } from "@/components/ui/slider";

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(cleanup);

describe("Slider", () => {
  it("names its thumb with the slider's aria-label", () => {
    render(<Slider aria-label="Text size" defaultValue={[18]} min={14} max={28} />);
    const thumb = screen.getByRole("slider", { name: "Text size" });
    expect(thumb).toHaveAttribute("aria-valuenow", "18");
  });

  it("names each thumb of a range", () => {
    render(<Slider thumbLabels={["From", "To"]} defaultValue={[1, 5]} max={10} />);
    expect(screen.getByRole("slider", { name: "From" })).toHaveAttribute("aria-valuenow", "1");
    expect(screen.getByRole("slider", { name: "To" })).toHaveAttribute("aria-valuenow", "5");
  });
});
