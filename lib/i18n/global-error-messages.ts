import type { Messages } from "./messages";
import type { Locale } from "./locales";

/**
 * The `GlobalError` texts, copied here because the page they belong to replaces every layout
 * (and so every message provider) and ships with every page: the whole catalogue would be too
 * heavy. A test keeps them equal to `messages/{locale}.json`.
 */
export const GLOBAL_ERROR_MESSAGES: Record<Locale, Messages["GlobalError"]> = {
  en: {
    title: "Something went wrong",
    description: "The page could not be shown. Please try again, or go back to the home page.",
    retry: "Try again",
    home: "Return to Home",
  },
  sw: {
    title: "Hitilafu imetokea",
    description:
      "Ukurasa haukuweza kuonyeshwa. Tafadhali jaribu tena, au rudi kwenye ukurasa wa nyumbani.",
    retry: "Jaribu tena",
    home: "Rudi Mwanzo",
  },
};
