import { sql, type InferSelectModel } from "drizzle-orm";
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { chatMessages } from "./chat";

export const bookmarkTypeEnum = pgEnum("bookmark_type", ["VERSE", "NOTE", "INSIGHT"]);

export const bookmarks = pgTable(
  "bookmarks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    content: text("content").notNull(),
    bookmarkType: bookmarkTypeEnum("bookmark_type").notNull(),
    /** VERSE only: the structured reference (OSIS book id, e.g. "John"), so a verse is kept once. */
    bookId: varchar("book_id", { length: 8 }),
    chapter: integer("chapter"),
    verseStart: integer("verse_start"),
    verseEnd: integer("verse_end"),
    /** VERSE only: the Bible version's id, e.g. "WEB" or "SUV". */
    translation: varchar("translation", { length: 8 }),
    /** INSIGHT from the chat: the assistant's message it keeps, bookmarked once. */
    messageId: uuid("message_id").references(() => chatMessages.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bookmarks_user_created_idx").on(table.userId, table.createdAt.desc()),
    uniqueIndex("bookmarks_user_verse_unique")
      .on(
        table.userId,
        table.translation,
        table.bookId,
        table.chapter,
        table.verseStart,
        table.verseEnd,
      )
      .where(sql`${table.bookmarkType} = 'VERSE' and ${table.bookId} is not null`),
    uniqueIndex("bookmarks_message_unique")
      .on(table.messageId)
      .where(sql`${table.messageId} is not null`),
  ],
);

export type BookmarkRow = InferSelectModel<typeof bookmarks>;

/** A member's own tag, unique by name whatever its case. */
export const tags = pgTable(
  "tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 40 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("tags_user_name_lower_unique").on(table.userId, sql`lower(${table.name})`),
  ],
);

export type TagRow = InferSelectModel<typeof tags>;

export const bookmarkTags = pgTable(
  "bookmark_tags",
  {
    bookmarkId: uuid("bookmark_id")
      .notNull()
      .references(() => bookmarks.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.bookmarkId, table.tagId] }),
    index("bookmark_tags_tag_idx").on(table.tagId),
  ],
);
