"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "@/lib/ui/toast";
import { Button } from "@/components/ui/button";

/** A chapter that could not be loaded (offline, server error): the spec's toast and a retry. */
export default function ChapterError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("Bible");
  useEffect(() => {
    console.error(error);
    toast.error(t("versesFailed"));
  }, [error, t]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p role="alert" className="text-lg">
        {t("versesFailed")}
      </p>
      <Button onClick={() => retry()}>{t("retry")}</Button>
    </section>
  );
}
