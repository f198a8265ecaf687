import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import sw from "@/messages/sw.json";
import { GLOBAL_ERROR_MESSAGES } from "./global-error-messages";

describe("GLOBAL_ERROR_MESSAGES", () => {
  it("are the GlobalError messages of each language", () => {
    expect(GLOBAL_ERROR_MESSAGES).toEqual({ en: en.GlobalError, sw: sw.GlobalError });
  });
});
