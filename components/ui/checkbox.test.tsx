// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

afterEach(cleanup);

describe("Checkbox", () => {
  it("toggles on click and with Space, reporting each change", async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <>
        <Checkbox id="remember" onCheckedChange={onCheckedChange} />
        <Label htmlFor="remember">Remember me</Label>
      </>,
    );
    const checkbox = screen.getByRole("checkbox", { name: "Remember me" });
    expect(checkbox).not.toBeChecked();

    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(" ");
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(onCheckedChange).toHaveBeenCalledTimes(2);
  });

  it("toggles when its label is clicked", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checkbox id="terms" />
        <Label htmlFor="terms">I accept the terms</Label>
      </>,
    );

    await user.click(screen.getByText("I accept the terms"));

    expect(screen.getByRole("checkbox", { name: "I accept the terms" })).toBeChecked();
  });

  it("ignores clicks when disabled", async () => {
    const user = userEvent.setup();
    render(<Checkbox aria-label="Locked" disabled />);
    const checkbox = screen.getByRole("checkbox", { name: "Locked" });

    await user.click(checkbox);

    expect(checkbox).not.toBeChecked();
  });
});
