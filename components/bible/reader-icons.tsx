import "server-only";
import {
  AArrowDown,
  AArrowUp,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  LoaderCircle,
  Search,
  Share2,
  X,
} from "@/components/icons";

/**
 * The reader's icons, drawn on the server and handed to its client components as elements:
 * the icon library stays out of the chapter page's JavaScript.
 */
export function readerIcons() {
  return {
    previous: <ChevronLeft aria-hidden />,
    next: <ChevronRight aria-hidden />,
    dropdown: <ChevronDown aria-hidden />,
    smaller: <AArrowDown aria-hidden />,
    larger: <AArrowUp aria-hidden />,
    search: <Search aria-hidden className="size-4" />,
    clear: <X aria-hidden className="size-4" />,
    share: <Share2 aria-hidden />,
    pending: <LoaderCircle aria-hidden className="size-4 animate-spin" />,
  };
}

export type ReaderIcons = ReturnType<typeof readerIcons>;
