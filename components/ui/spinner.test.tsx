// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Spinner } from "@/components/ui/spinner";

afterEach(cleanup);

describe("Spinner", () => {
  it("is a status named in English by default", () => {
    render(<Spinner />);
    const spinner = screen.getByRole("status", { name: "Loading" });
    expect(spinner).not.toHaveAttribute("aria-hidden");
    expect(spinner).toHaveClass("ui-spinner");
  });

  it("takes a translated name", () => {
    render(<Spinner aria-label="Inapakia" />);
    expect(screen.getByRole("status", { name: "Inapakia" })).toBeInTheDocument();
  });
});
