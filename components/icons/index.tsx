import type { SVGProps } from "react";
import sprite from "./lucide-sprite.svg";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type Icon = (props: IconProps) => React.JSX.Element;

const spriteUrl: string = sprite.src;

/** Whether the icon is named to assistive technology, as lucide-react decides it. */
function isNamed(props: IconProps): boolean {
  return Object.keys(props).some(
    (key) =>
      (key.startsWith("aria-") && key !== "aria-hidden") || key === "role" || key === "title",
  );
}

/**
 * An icon drawn from the build's sprite file, which readers download once and keep: a page carries
 * a short reference for it, in its HTML and in its RSC payload, instead of the icon's shapes twice.
 * `svg.lucide` in the global styles gives the size and stroke lucide-react gives its icons.
 */
function spriteIcon(id: string): Icon {
  function SpriteIcon({ className, ...props }: IconProps) {
    return (
      <svg
        aria-hidden={isNamed(props) ? undefined : true}
        {...props}
        className={className ? `lucide ${className}` : "lucide"}
      >
        <use href={`${spriteUrl}#${id}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = `Icon(${id})`;
  return SpriteIcon;
}

export const AArrowDown = spriteIcon("a-arrow-down");
export const AArrowUp = spriteIcon("a-arrow-up");
export const ArrowDown = spriteIcon("arrow-down");
export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowRight = spriteIcon("arrow-right");
export const ArrowUp = spriteIcon("arrow-up");
export const BookBookmark = spriteIcon("book-bookmark");
export const BookOpen = spriteIcon("book-open");
export const BookX = spriteIcon("book-x");
export const Bookmark = spriteIcon("bookmark");
export const BookmarkCheck = spriteIcon("bookmark-check");
export const CalendarClock = spriteIcon("calendar-clock");
export const CalendarDays = spriteIcon("calendar-days");
export const CalendarHeart = spriteIcon("calendar-heart");
export const Check = spriteIcon("check");
export const ChevronDown = spriteIcon("chevron-down");
export const ChevronLeft = spriteIcon("chevron-left");
export const ChevronRight = spriteIcon("chevron-right");
export const Circle = spriteIcon("circle");
export const Clock = spriteIcon("clock");
export const Compass = spriteIcon("compass");
export const Copy = spriteIcon("copy");
export const Crown = spriteIcon("crown");
export const Download = spriteIcon("download");
export const EllipsisVertical = spriteIcon("ellipsis-vertical");
export const Eye = spriteIcon("eye");
export const EyeOff = spriteIcon("eye-off");
export const Flame = spriteIcon("flame");
export const HandHeart = spriteIcon("hand-heart");
export const Heart = spriteIcon("heart");
export const ImageOff = spriteIcon("image-off");
export const KeyRound = spriteIcon("key-round");
export const Languages = spriteIcon("languages");
export const Layers = spriteIcon("layers");
export const LifeBuoy = spriteIcon("life-buoy");
export const LoaderCircle = spriteIcon("loader-circle");
export const Lock = spriteIcon("lock");
export const LogOut = spriteIcon("log-out");
export const Mail = spriteIcon("mail");
export const Menu = spriteIcon("menu");
export const MessageCircle = spriteIcon("message-circle");
export const MessageCircleHeart = spriteIcon("message-circle-heart");
export const MessageCircleQuestionMark = spriteIcon("message-circle-question-mark");
export const Mic = spriteIcon("mic");
export const MicOff = spriteIcon("mic-off");
export const Moon = spriteIcon("moon");
export const NotebookPen = spriteIcon("notebook-pen");
export const PanelLeft = spriteIcon("panel-left");
export const PartyPopper = spriteIcon("party-popper");
export const Pencil = spriteIcon("pencil");
export const Phone = spriteIcon("phone");
export const Play = spriteIcon("play");
export const Plus = spriteIcon("plus");
export const Quote = spriteIcon("quote");
export const RotateCcw = spriteIcon("rotate-ccw");
export const Save = spriteIcon("save");
export const ScrollText = spriteIcon("scroll-text");
export const Search = spriteIcon("search");
export const ServerCog = spriteIcon("server-cog");
export const Share2 = spriteIcon("share-2");
export const ShieldCheck = spriteIcon("shield-check");
export const SlidersHorizontal = spriteIcon("sliders-horizontal");
export const Sparkles = spriteIcon("sparkles");
export const Sprout = spriteIcon("sprout");
export const Square = spriteIcon("square");
export const Sun = spriteIcon("sun");
export const Tag = spriteIcon("tag");
export const Tags = spriteIcon("tags");
export const Trash = spriteIcon("trash");
export const UserRound = spriteIcon("user-round");
export const Users = spriteIcon("users");
export const WifiOff = spriteIcon("wifi-off");
export const X = spriteIcon("x");
