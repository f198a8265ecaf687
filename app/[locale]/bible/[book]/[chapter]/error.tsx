"use client";

import { useEffect } from "react";
import { useChapterErrorTexts } from "@/components/bible/chapter-error-texts";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/ui/toast";

/** A chapter that could not be loaded (offline, server error): the spec's toast and a retry. */
export default function ChapterError({ error, retry }: { error: unknown; retry: () => void }) {
  const texts = useChapterErrorTexts();
  useEffect(() => {
    console.error(error);
    toast.error(texts.versesFailed);
  }, [error, texts]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p role="alert" className="text-lg">
        {texts.versesFailed}
      </p>
      <Button onClick={() => retry()}>{texts.retry}</Button>
    </section>
  );
}
