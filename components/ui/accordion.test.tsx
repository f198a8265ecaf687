// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";

afterEach(cleanup);

function Faq() {
  return (
    <Accordion type="single" collapsible>
      <AccordionItem value="free">
        <AccordionTrigger>Is the app free?</AccordionTrigger>
        <AccordionContent>Reading the Bible is free.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="offline">
        <AccordionTrigger>Does it work offline?</AccordionTrigger>
        <AccordionContent>Chapters you opened stay available.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

describe("Accordion (single, collapsible)", () => {
  it("opens one item at a time and closes the open item when its trigger is pressed again", async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const first = screen.getByRole("button", { name: "Is the app free?" });
    const second = screen.getByRole("button", { name: "Does it work offline?" });
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Reading the Bible is free.")).not.toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Reading the Bible is free.")).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Reading the Bible is free.")).not.toBeInTheDocument();

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Chapters you opened stay available.")).not.toBeInTheDocument();
  });

  it("toggles from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const first = screen.getByRole("button", { name: "Is the app free?" });

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "Does it work offline?" })).toHaveFocus();
  });
});
