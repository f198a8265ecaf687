import { lazy } from "react";

/*
 * The page's dialogs load when first wanted (or when a card's menu opens, just before): the
 * cards, search and filters show without their code.
 */
const loadDetails = () => import("./bookmark-details-dialog");
const loadTags = () => import("./bookmark-tags-dialog");
const loadDelete = () => import("./delete-bookmark-dialog");
const loadNewNote = () => import("./new-note-dialog");

export const BookmarkDetailsDialog = lazy(() =>
  loadDetails().then((module) => ({ default: module.BookmarkDetailsDialog })),
);
export const BookmarkTagsDialog = lazy(() =>
  loadTags().then((module) => ({ default: module.BookmarkTagsDialog })),
);
export const DeleteBookmarkDialog = lazy(() =>
  loadDelete().then((module) => ({ default: module.DeleteBookmarkDialog })),
);
export const NewNoteDialog = lazy(() =>
  loadNewNote().then((module) => ({ default: module.NewNoteDialog })),
);

/** Fetches the card dialogs' code ahead of a choice in the card menu. */
export function preloadCardDialogs(): void {
  void loadDetails();
  void loadTags();
  void loadDelete();
}

export function preloadNewNoteDialog(): void {
  void loadNewNote();
}
