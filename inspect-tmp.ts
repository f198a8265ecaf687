import { readFileSync } from "node:fs";
import { decodeChapter, type StoredBible } from "@/lib/bible/stored-format";
import { segmentVerse } from "@/lib/bible/chapter";
const web = JSON.parse(readFileSync("content/bible/build/WEB.json", "utf8")) as StoredBible;
const ch = (b: string, c: number) => decodeChapter(web.books[b][c - 1], "WEB", b, c);
const j3 = ch("John", 3);
console.log(j3.verses[15]); console.log(JSON.stringify(j3.wordsOfJesus.filter(s=>s.verse===16)), j3.notes.filter(n=>n.verse===16));
console.log(ch("Gen",1).verses[0], ch("Gen",1).notes[0]);
const ps23 = ch("Ps", 23); console.log(ps23.headings, ps23.breaks.slice(0,8)); console.log(JSON.stringify(segmentVerse(ps23, 1)));
const ps3 = ch("Ps", 3); console.log(ps3.headings); console.log(ch("Ps",1).headings, ch("Ps",46).headings);
console.log(ch("Song",1).headings);
console.log(ch("Matt",5).verses.slice(2,4), ch("Matt",5).wordsOfJesus.slice(0,3));
console.log(ch("Rom",16).verses.length, ch("Rom",16).notes.at(-1));
// anomalies
const pats: [string, RegExp][] = [["punct-letter", /[,;:!?][A-Za-z]/], ["closequote-letter", /[”][A-Za-z]/], ["letter-openquote", /[A-Za-z][“]/], ["space-punct", / [,.;:!?]/], ["dot-Capital", /[a-z]\.[A-Z]/]];
for (const [name, re] of pats) { let n = 0; const ex: string[] = [];
  for (const [b, chs] of Object.entries(web.books)) chs.forEach((c, i) => c.v.forEach((v, k) => { const m = re.exec(v); if (m) { n++; if (ex.length < 6) ex.push(`${b} ${i+1}:${k+1} …${v.slice(Math.max(0,m.index-25), m.index+25)}…`); } }));
  console.log(name, n, ex); }
