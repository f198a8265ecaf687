import "server-only";
import type { RouteDefinition } from "./router";

export const apiRoutes: RouteDefinition[] = [];
