// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MessageMarkdown } from "./message-markdown";

afterEach(cleanup);

describe("MessageMarkdown", () => {
  it("renders paragraphs, lists and emphasis", () => {
    const { container } = render(
      <MessageMarkdown text={"God **loves** you.\n\n- Pray\n- Read *John*\n\nAmen."} />,
    );
    expect(container.querySelectorAll("p")).toHaveLength(2);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Pray",
      "Read John",
    ]);
    expect(container.querySelector("strong")?.textContent).toBe("loves");
    expect(container.querySelector("em")?.textContent).toBe("John");
  });

  it("shows raw HTML as text and runs no script", () => {
    const { container } = render(
      <MessageMarkdown text={'Hello <img src="x" onerror="alert(1)"> <script>alert(2)</script>'} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).toContain("<script>");
  });

  it("links only web addresses, never javascript:", () => {
    render(
      <MessageMarkdown text={"[Read](https://example.org/read) and [this](javascript:alert(1))"} />,
    );
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "https://example.org/read");
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer nofollow");
  });

  it("keeps a reply's headings below the page's", () => {
    const { container } = render(<MessageMarkdown text={"# Grace\n\nUnearned favour."} />);
    expect(container.querySelector("h1")).toBeNull();
    expect(container.querySelector("h3")?.textContent).toBe("Grace");
  });
});
