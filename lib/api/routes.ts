import "server-only";
import { paymentRoutes } from "@/lib/payments/routes";
import { supportRoutes } from "@/lib/support/routes";
import type { RouteDefinition } from "./router";

export const apiRoutes: RouteDefinition[] = [...paymentRoutes, ...supportRoutes];
