import { warmSearchIndex } from "@/lib/bible/search";
import { getChapter } from "@/lib/bible/text";
let t = performance.now(); getChapter("en","John",3); getChapter("sw","John",3); console.log("load", (performance.now()-t).toFixed(0));
t = performance.now(); warmSearchIndex("en"); console.log("index en", (performance.now()-t).toFixed(0));
t = performance.now(); warmSearchIndex("sw"); console.log("index sw", (performance.now()-t).toFixed(0));
