// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import messages from "@/messages/en.json";
import { NO_FILTERS } from "@/lib/stories/filter";
import type { StoryList } from "@/lib/stories/client";
import type { StoryListItem, StoryTexts } from "@/lib/stories/schemas";
import { StoriesBrowser } from "./stories-browser";

const fetchStoryList = vi.fn<(locale: string) => Promise<StoryList>>();

vi.mock("@/lib/stories/client", () => ({
  fetchStoryList: (locale: string) => fetchStoryList(locale),
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
  fetchStoryList.mockReset();
  window.history.replaceState(null, "", "/en/stories");
});

function item(slug: string, title: string, fields: Partial<StoryListItem> = {}): StoryListItem {
  return {
    slug,
    title,
    excerpt: `${title} begins here…`,
    image: `/stories/${slug}.svg`,
    image_alt: `${title} picture`,
    age_group: "Children",
    age_group_id: "children",
    reading_time_minutes: 3,
    tags_list: ["Faith", "Hope", "Love", "Creation"],
    tag_ids: ["faith", "hope", "love", "creation"],
    ...fields,
  };
}

const STORIES = [
  item("creation", "God Makes the World"),
  item("daniel", "Daniel and the Lions", {
    age_group: "Youth",
    age_group_id: "youth",
    reading_time_minutes: 5,
    tags_list: ["Courage", "Prayer", "Faith"],
    tag_ids: ["courage", "prayer", "faith"],
  }),
];
const TEXTS: StoryTexts = {
  creation: "In the beginning God made the heavens and the earth.",
  daniel: "Daniel prayed three times a day, and the king had him thrown to the lions.",
};
const FULL_LIST: StoryList = { items: STORIES, texts: TEXTS };

function renderBrowser(
  initialStories: StoryListItem[] | null,
  initialFilters = NO_FILTERS,
  initialTexts: StoryTexts | null = null,
) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <StoriesBrowser
          locale="en"
          initialStories={initialStories}
          initialTexts={initialTexts}
          initialFilters={initialFilters}
        />
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

describe("StoriesBrowser", () => {
  it("renders the server's list without fetching, with excerpts, three tags and a Read Story link", () => {
    renderBrowser(STORIES);
    expect(fetchStoryList).not.toHaveBeenCalled();
    expect(screen.getAllByTestId("story-card")).toHaveLength(2);
    const link = screen.getByRole("link", { name: "Read Story: God Makes the World" });
    expect(link).toHaveAttribute("href", "/en/stories/creation");
    const card = screen.getAllByTestId("story-card")[0];
    expect(card).toHaveTextContent("God Makes the World begins here…");
    expect(card.querySelectorAll("li")).toHaveLength(3);
  });

  it("shows six skeleton cards while loading, then the stories", async () => {
    let resolve: (list: StoryList) => void = () => undefined;
    fetchStoryList.mockReturnValue(new Promise((done) => (resolve = done)));
    renderBrowser(null);
    expect(await screen.findAllByTestId("story-card-skeleton")).toHaveLength(6);
    expect(screen.getByRole("status")).toHaveTextContent("Loading stories…");
    resolve(FULL_LIST);
    expect(await screen.findAllByTestId("story-card")).toHaveLength(2);
    expect(fetchStoryList).toHaveBeenCalledWith("en");
  });

  it("shows the load error with a retry that fetches again", async () => {
    fetchStoryList.mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(FULL_LIST);
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
    fetchStoryList.mockResolvedValue(FULL_LIST);
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

  it("loads the stories' texts when the search box is focused, and finds words inside them", async () => {
    const user = userEvent.setup();
    let resolve: (list: StoryList) => void = () => undefined;
    fetchStoryList.mockReturnValue(new Promise((done) => (resolve = done)));
    renderBrowser(STORIES);
    await user.click(screen.getByLabelText("Search stories"));
    expect(fetchStoryList).toHaveBeenCalledWith("en");
    await user.keyboard("heavens");
    expect(screen.getByTestId("story-count")).toHaveTextContent("Searching inside the stories…");
    expect(screen.getByRole("status")).toHaveTextContent("Searching inside the stories…");
    resolve(FULL_LIST);
    expect(await screen.findByText("1 of 2 stories")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "God Makes the World" })).toBeInTheDocument();
    expect(fetchStoryList).toHaveBeenCalledTimes(1);
  });

  it("searches the titles it has when the texts cannot be loaded, says so, and retries", async () => {
    const user = userEvent.setup();
    fetchStoryList.mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(FULL_LIST);
    renderBrowser(STORIES);
    await user.type(screen.getByLabelText("Search stories"), "daniel");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only the titles were searched: the stories’ text could not be loaded.",
    );
    expect(screen.getAllByTestId("story-card")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(screen.getByTestId("story-count")).toHaveTextContent("1 of 2 stories");
  });

  it("searches a shared URL's text with the texts the page came with, without fetching", () => {
    renderBrowser(STORIES, { ...NO_FILTERS, search: "three times" }, TEXTS);
    expect(screen.getAllByTestId("story-card")).toHaveLength(1);
    expect(screen.getByTestId("story-count")).toHaveTextContent("1 of 2 stories");
    expect(fetchStoryList).not.toHaveBeenCalled();
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
