export declare const LOCALE_COOKIE: "NEXT_LOCALE";
