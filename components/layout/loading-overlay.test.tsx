// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { hideLoadingOverlay, showLoadingOverlay } from "@/lib/ui/loading-overlay";
import { Spinner } from "@/components/ui/spinner";
import { LoadingOverlay } from "./loading-overlay";

function renderOverlay() {
  return render(
    <LoadingOverlay>
      <Spinner aria-label="Inapakia…" />
    </LoadingOverlay>,
  );
}

describe("LoadingOverlay", () => {
  afterEach(() => {
    cleanup();
    for (let index = 0; index < 5; index += 1) act(() => hideLoadingOverlay());
  });

  it("is hidden until the shared flag is raised", () => {
    renderOverlay();
    expect(screen.queryByTestId("loading-overlay")).toBeNull();
    act(() => showLoadingOverlay());
    expect(screen.getByTestId("loading-overlay")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Inapakia…" })).toBeInTheDocument();
  });

  it("stays up until every caller that raised it has lowered it", () => {
    renderOverlay();
    act(() => {
      showLoadingOverlay();
      showLoadingOverlay();
    });
    act(() => hideLoadingOverlay());
    expect(screen.getByTestId("loading-overlay")).toBeInTheDocument();
    act(() => hideLoadingOverlay());
    expect(screen.queryByTestId("loading-overlay")).toBeNull();
  });
});
