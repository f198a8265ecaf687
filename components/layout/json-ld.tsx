import { handOverMarkup } from "@/lib/site/markup-handoff";
import { ServerMarkup } from "./server-markup";

/**
 * Structured data for search engines, in the page's HTML only: the RSC payload, which no crawler
 * reads, does not carry it a second time. `<` is escaped so content can never close the script.
 */
export function JsonLd({ data }: { data: object }) {
  const script = (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
  return <ServerMarkup hidden handoff={handOverMarkup(script)} />;
}
