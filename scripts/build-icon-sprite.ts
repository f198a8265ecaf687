// Writes the icon sprite from the icons the app names (npm run icons); a test holds it current.
import { writeFileSync } from "node:fs";
import { iconIds, iconSprite, SPRITE_FILE } from "./icon-sprite";

const ids = iconIds();
writeFileSync(SPRITE_FILE, iconSprite(ids));
console.log(`${SPRITE_FILE}: ${ids.length} icons`);
