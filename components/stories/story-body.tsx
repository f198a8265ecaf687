import { cn } from "@/lib/ui/cn";

/**
 * A story's HTML body. The HTML was sanitized when the stories were compiled (only p, h2, h3,
 * blockquote, em and strong, no attributes), which is what makes rendering it as HTML safe.
 */
export function StoryBody({
  html,
  lang,
  className,
}: {
  html: string;
  lang: string;
  className?: string;
}) {
  return (
    <div
      lang={lang}
      className={cn(
        "text-foreground font-serif text-lg leading-8",
        "[&_em]:italic [&_p]:mb-5 [&_strong]:font-semibold",
        "[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-semibold",
        "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold",
        "[&_blockquote]:border-primary/50 [&_blockquote]:text-muted-foreground [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-5 [&_blockquote]:italic",
        "[&_blockquote_p]:mb-2",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
