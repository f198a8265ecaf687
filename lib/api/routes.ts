import "server-only";
import { accountRoutes } from "@/lib/accounts/routes";
import { authRoutes } from "@/lib/auth/routes";
import { bibleRoutes } from "@/lib/bible/routes";
import { bookmarkRoutes } from "@/lib/bookmarks/routes";
import { chatRoutes } from "@/lib/chat/routes";
import { offlineRoutes } from "@/lib/offline/routes";
import { paymentRoutes } from "@/lib/payments/routes";
import { planRoutes } from "@/lib/plans/routes";
import { privacyRoutes } from "@/lib/privacy/routes";
import { reminderRoutes } from "@/lib/reminders/routes";
import { storiesRoutes } from "@/lib/stories/routes";
import { supportRoutes } from "@/lib/support/routes";
import type { RouteDefinition } from "./router";

export const apiRoutes: RouteDefinition[] = [
  ...accountRoutes,
  ...authRoutes,
  ...offlineRoutes,
  ...bibleRoutes,
  ...bookmarkRoutes,
  ...chatRoutes,
  ...paymentRoutes,
  ...planRoutes,
  ...privacyRoutes,
  ...reminderRoutes,
  ...supportRoutes,
  ...storiesRoutes,
];
