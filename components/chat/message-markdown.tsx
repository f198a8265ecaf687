import { compiler, type MarkdownToJSX } from "markdown-to-jsx";
import type { ComponentProps } from "react";

/** Links in a reply open beside the chat; only web and in-app addresses become links. */
function ReplyLink({ href = "", children, ...props }: ComponentProps<"a">) {
  if (!/^(https?:\/\/|\/)/i.test(href)) return <>{children}</>;
  const external = /^https?:\/\//i.test(href);
  return (
    <a
      {...props}
      href={href}
      className="text-primary underline underline-offset-2"
      {...(external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}
    >
      {children}
    </a>
  );
}

/** Images are never loaded from a reply: its alt text stands in. */
function ReplyImage({ alt }: ComponentProps<"img">) {
  return alt ? <span>{alt}</span> : null;
}

const OPTIONS: MarkdownToJSX.Options = {
  // Raw HTML in a reply is shown as text, never rendered.
  disableParsingRawHTML: true,
  forceBlock: true,
  wrapper: null,
  overrides: {
    a: ReplyLink,
    img: ReplyImage,
    // The page keeps its own outline: a reply's headings are small headings inside it.
    h1: { component: "h3" },
    h2: { component: "h3" },
    h3: { component: "h4" },
    h4: { component: "h4" },
    h5: { component: "h4" },
    h6: { component: "h4" },
  },
};

/** A reply's Markdown: paragraphs, lists, emphasis, quotes and links, no raw HTML. */
export function MessageMarkdown({ text }: { text: string }) {
  return (
    <div className="chat-markdown space-y-3 leading-relaxed break-words [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h3]:font-semibold [&_h4]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
      {compiler(text, OPTIONS)}
    </div>
  );
}
