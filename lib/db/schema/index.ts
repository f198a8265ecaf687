export * from "./accounts";
export * from "./bookmarks";
export * from "./chat";
export * from "./payments";
export * from "./support";
export * from "./plans";
export * from "./reminders";
