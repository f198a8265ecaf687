// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Slot } from "./slot";

afterEach(cleanup);

describe("Slot", () => {
  it("renders the child with the slot's props, the child's own winning", () => {
    render(
      <Slot data-slot="button" title="from the slot" aria-label="Open">
        <a href="https://example.org/bible" title="from the child">
          Bible
        </a>
      </Slot>,
    );
    const link = screen.getByRole("link", { name: "Open" });
    expect(link).toHaveAttribute("href", "https://example.org/bible");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).toHaveAttribute("title", "from the child");
  });

  it("joins classes, merges styles and runs both click handlers, the child's first", () => {
    const calls: string[] = [];
    render(
      <Slot
        className="ui-button"
        style={{ color: "red", margin: 1 }}
        onClick={() => calls.push("slot")}
      >
        <button className="px-8" style={{ color: "blue" }} onClick={() => calls.push("child")}>
          Go
        </button>
      </Slot>,
    );
    const button = screen.getByRole("button", { name: "Go" });
    expect(button).toHaveClass("ui-button", "px-8");
    expect(button).toHaveStyle({ color: "rgb(0, 0, 255)", margin: "1px" });
    fireEvent.click(button);
    expect(calls).toEqual(["child", "slot"]);
  });

  it("gives the element to both refs", () => {
    const slotRef = createRef<HTMLButtonElement>();
    const childRef = vi.fn();
    render(
      <Slot ref={slotRef}>
        <button ref={childRef}>Go</button>
      </Slot>,
    );
    expect(slotRef.current).toBe(screen.getByRole("button"));
    expect(childRef).toHaveBeenCalledWith(screen.getByRole("button"));
  });
});
