// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

afterEach(cleanup);

describe("Switch", () => {
  it("toggles on click, Space and Enter", async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <>
        <Switch id="dark-mode" onCheckedChange={onCheckedChange} />
        <Label htmlFor="dark-mode">Dark mode</Label>
      </>,
    );
    const toggle = screen.getByRole("switch", { name: "Dark mode" });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute("data-state", "unchecked");

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute("data-state", "checked");

    await user.keyboard(" ");
    expect(toggle).not.toBeChecked();

    await user.keyboard("{Enter}");
    expect(toggle).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });
});
