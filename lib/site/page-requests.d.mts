export declare const FIRST_RENDER_HEADER: "x-neno-first-render";
export declare const ASKS_FOR_HTML: RegExp;
