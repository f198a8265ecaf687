// Zod probes for eval before its first parse; a strict Content-Security-Policy reports that probe as
// a violation even though zod falls back. Zod reads its settings from this global (so every copy
// of it on a page agrees); setting it here, before any app code, costs no import of zod.
const zodSettings = globalThis as typeof globalThis & {
  __zod_globalConfig?: { jitless?: boolean };
};
(zodSettings.__zod_globalConfig ??= {}).jitless = true;
