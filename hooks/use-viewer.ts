"use client";

export type Viewer =
  | { status: "loading" }
  | { status: "visitor" }
  | { status: "signed-in"; isGuest: boolean; isPremium: boolean; email: string | null; photoUrl: string | null };

/** Who is looking at the page, as far as the browser knows. */
export function useViewer(): Viewer {
  return { status: "visitor" };
}
