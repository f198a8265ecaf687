import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconIds, iconSprite, SPRITE_FILE } from "./icon-sprite";

describe("the icon sprite", () => {
  it("holds exactly the icons the app names, as lucide-react draws them (npm run icons writes it)", () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(iconSprite(iconIds()));
  });

  it("draws each icon's own shapes", () => {
    const sprite = iconSprite(["search", "x"]);
    expect(sprite).toContain('<symbol id="search" viewBox="0 0 24 24"><path d="m21 21-4.34-4.34"');
    expect(sprite).toContain('<symbol id="x" viewBox="0 0 24 24"><path d="M18 6 6 18"');
    expect(sprite).not.toContain("stroke=");
  });

  it("refuses an id lucide-react does not have", () => {
    expect(() => iconSprite(["no-such-icon"])).toThrow(/no-such-icon/);
  });
});
