// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import messages from "@/messages/en.json";
import { NO_FILTERS } from "@/lib/stories/filter";
import type { StorySummary } from "@/lib/stories/schemas";
import { StoriesBrowser } from "./stories-browser";

const fetchStorySummaries = vi.fn<(locale: string) => Promise<StorySummary[]>>();

vi.mock("@/lib/stories/client", () => ({
  fetchStorySummaries: (locale: string) => fetchStorySummaries(locale),
}));
vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({
    href,
    children,
    ...props
  }: {
    href: { params: { slug: string } };
    children: ReactNode;
  }) => (
    <a href={`/en/stories/${href.params.slug}`} {...props}>
      {children}
    </a>
  ),
}));
vi.mock("next/image", () => ({
  default: ({ src, alt }: { src: string; alt: string }) => (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={alt} />
  ),
}));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  cleanup();
  fetchStorySummaries.mockReset();
  window.history.replaceState(null, "", "/en/stories");
});

function summary(slug: string, title: string, fields: Partial<StorySummary> = {}): StorySummary {
  return {
    id: slug.length,
    slug,
    title,
    story_content_plain: `${title} is a story. `.repeat(20),
    image: `/stories/${slug}.svg`,
    image_alt: `${title} picture`,
    book: "Genesis",
    book_id: "Gen",
    chapter: 1,
    verse: "1-31",
    reference: "Genesis 1:1-31",
    age_group: "Children",
    age_group_id: "children",
    reading_time_minutes: 3,
    tags_list: ["Faith", "Hope", "Love", "Creation"],
    tag_ids: ["faith", "hope", "love", "creation"],
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    ...fields,
  };
}

const STORIES = [
  summary("creation", "God Makes the World"),
  summary("daniel", "Daniel and the Lions", {
    age_group: "Youth",
    age_group_id: "youth",
    reading_time_minutes: 5,
    tags_list: ["Courage", "Prayer", "Faith"],
    tag_ids: ["courage", "prayer", "faith"],
  }),
];

function renderBrowser(initialStories: StorySummary[] | null, initialFilters = NO_FILTERS) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <StoriesBrowser
          locale="en"
          initialStories={initialStories}
          initialFilters={initialFilters}
        />
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

describe("StoriesBrowser", () => {
  it("renders the server's list without fetching, with excerpts, three tags and a Read Story link", () => {
    renderBrowser(STORIES);
    expect(fetchStorySummaries).not.toHaveBeenCalled();
    expect(screen.getAllByTestId("story-card")).toHaveLength(2);
    const link = screen.getByRole("link", { name: "Read Story: God Makes the World" });
    expect(link).toHaveAttribute("href", "/en/stories/creation");
    const card = screen.getAllByTestId("story-card")[0];
    expect(card).toHaveTextContent(/God Makes the World is a story\..*…/);
    expect(card.querySelectorAll("li")).toHaveLength(3);
  });

  it("shows six skeleton cards while loading, then the stories", async () => {
    let resolve: (stories: StorySummary[]) => void = () => undefined;
    fetchStorySummaries.mockReturnValue(new Promise((done) => (resolve = done)));
    renderBrowser(null);
    expect(await screen.findAllByTestId("story-card-skeleton")).toHaveLength(6);
    expect(screen.getByRole("status")).toHaveTextContent("Loading stories…");
    resolve(STORIES);
    expect(await screen.findAllByTestId("story-card")).toHaveLength(2);
    expect(fetchStorySummaries).toHaveBeenCalledWith("en");
  });

  it("shows the load error with a retry that fetches again", async () => {
    fetchStorySummaries.mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(STORIES);
    renderBrowser(null);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to load stories. Please try again.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("story-card")).toHaveLength(2);
  });

  it("says when there are no stories at all", () => {
    renderBrowser([]);
    expect(screen.getByText("No stories available right now.")).toBeInTheDocument();
  });

  it("filters by search and tags, says when nothing matches and keeps the filters in the URL", async () => {
    const user = userEvent.setup();
    renderBrowser(STORIES);
    await user.type(screen.getByLabelText("Search stories"), "lions");
    expect(screen.getAllByTestId("story-card")).toHaveLength(1);
    expect(screen.getByTestId("story-count")).toHaveTextContent("1 of 2 stories");
    await waitFor(() => expect(window.location.search).toBe("?q=lions"));

    await user.click(screen.getByRole("checkbox", { name: "Hope" }));
    expect(screen.getByText("No stories match your filters.")).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe("?q=lions&tags=hope"));

    await user.click(screen.getAllByRole("button", { name: /Clear filters/ })[0]);
    expect(screen.getAllByTestId("story-card")).toHaveLength(2);
    await waitFor(() => expect(window.location.search).toBe(""));
  });

  it("starts from the filters of a shared URL", () => {
    renderBrowser(STORIES, { ...NO_FILTERS, ageGroup: "youth", maxReadingTime: 5 });
    expect(screen.getAllByTestId("story-card")).toHaveLength(1);
    expect(screen.getByRole("slider", { name: "Max reading time" })).toHaveAttribute(
      "aria-valuenow",
      "5",
    );
  });
});
