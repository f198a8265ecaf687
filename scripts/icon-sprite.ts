import { readFileSync } from "node:fs";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** The module that names every icon the app draws, each as `spriteIcon("<lucide id>")`. */
export const ICONS_MODULE = "components/icons/index.tsx";
export const SPRITE_FILE = "components/icons/lucide-sprite.svg";

/** The lucide ids the icons module draws, in the order it names them. */
export function iconIds(iconsModule = readFileSync(ICONS_MODULE, "utf8")): string[] {
  const ids = [...iconsModule.matchAll(/spriteIcon\("([a-z0-9-]+)"\)/g)].map((match) => match[1]);
  return [...new Set(ids)];
}

function componentName(id: string): string {
  return id.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
}

/**
 * One `<symbol>` per icon, holding exactly the shapes lucide-react draws for it. The stroke and
 * fill come from the page's `svg.lucide` rule, which the shapes inherit through `<use>`.
 */
export function iconSprite(ids: readonly string[]): string {
  const symbols = ids.map((id) => {
    const icon = (lucide as unknown as Record<string, ComponentType | undefined>)[
      componentName(id)
    ];
    if (!icon) throw new Error(`lucide-react has no icon "${id}"`);
    const markup = renderToStaticMarkup(createElement(icon));
    const shapes = markup
      .slice(markup.indexOf(">") + 1, markup.lastIndexOf("</svg>"))
      .replace(/><\/[a-z]+>/g, "/>");
    return `<symbol id="${id}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  // Next reads an imported image's size from its root element.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">${symbols.join("")}</svg>\n`;
}
