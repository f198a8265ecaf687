export * from "./accounts";
export * from "./payments";
export * from "./support";
