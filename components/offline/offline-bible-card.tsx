"use client";

import { Download, Trash, WifiOff } from "@/components/icons";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiRequest } from "@/lib/api/client";
import {
  alignDownloadsWithPlan,
  canKeepDownloads,
  downloadTranslation,
  removeDownload,
  storedDownloads,
  type StoredDownload,
} from "@/lib/offline/browser";
import type { OfflineBible } from "@/lib/offline/schemas";
import { toast } from "@/lib/ui/toast";
import { OFFLINE_BIBLE_ANCHOR } from "@/lib/offline/storage";

function useByteSize() {
  const format = useFormatter();
  return (bytes: number) => `${format.number(bytes / 1_000_000, { maximumFractionDigits: 1 })} MB`;
}

/**
 * Premium's offline Bible: each translation as one download kept on this device, its size before
 * and the space it takes after. Without premium, the way to it (and nothing kept).
 */
export function OfflineBibleCard({
  premium,
  premiumUntil,
  upgradeHref,
}: {
  premium: boolean;
  premiumUntil: string | null;
  upgradeHref: string;
}) {
  const t = useTranslations("OfflineBible");
  const size = useByteSize();
  const [bibles, setBibles] = useState<OfflineBible[] | null>(null);
  const [stored, setStored] = useState<StoredDownload[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const supported = typeof window === "undefined" || canKeepDownloads();

  useEffect(() => {
    void alignDownloadsWithPlan(premiumUntil, premium).then(storedDownloads).then(setStored);
    if (premium)
      void apiRequest<OfflineBible[]>("bible/offline/").then(setBibles, () => setBibles([]));
  }, [premium, premiumUntil]);

  async function download(bible: OfflineBible) {
    setProgress((current) => ({ ...current, [bible.locale]: 0 }));
    try {
      await downloadTranslation(bible, (fraction) =>
        setProgress((current) => ({ ...current, [bible.locale]: fraction })),
      );
      setStored(await storedDownloads());
      toast.success(t("downloaded"), { id: "offline-bible" });
    } catch {
      toast.error(t("failed"), { id: "offline-bible" });
    } finally {
      setProgress((current) =>
        Object.fromEntries(Object.entries(current).filter(([locale]) => locale !== bible.locale)),
      );
    }
  }

  async function remove(locale: string) {
    await removeDownload(locale);
    setStored(await storedDownloads());
    toast.success(t("removed"), { id: "offline-bible" });
  }

  const used = stored.reduce((sum, item) => sum + item.bytes, 0);
  return (
    <Card id={OFFLINE_BIBLE_ANCHOR} className="scroll-mt-24">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <WifiOff className="text-primary size-5" aria-hidden />
            {t("title")}
          </h2>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!premium ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">{t("premiumOnly")}</p>
            <Button asChild variant="outline">
              <a href={upgradeHref}>{t("upgrade")}</a>
            </Button>
          </div>
        ) : !supported ? (
          <p className="text-sm">{t("unsupported")}</p>
        ) : (
          <>
            {(bibles ?? []).map((bible) => {
              const kept = stored.some((item) => item.locale === bible.locale);
              const fraction = progress[bible.locale];
              return (
                <div
                  key={bible.version}
                  className="grid gap-2"
                  data-testid={`offline-${bible.locale}`}
                >
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div>
                      <p className="font-medium">{bible.name}</p>
                      <p className="text-muted-foreground text-sm">
                        {kept ? t("downloaded") : t("size", { size: size(bible.download_bytes) })}
                      </p>
                    </div>
                    {kept ? (
                      <Button variant="outline" onClick={() => remove(bible.locale)}>
                        <Trash aria-hidden />
                        {t("remove")}
                      </Button>
                    ) : (
                      <Button
                        onClick={() => download(bible)}
                        disabled={fraction !== undefined}
                        aria-busy={fraction !== undefined}
                      >
                        <Download aria-hidden />
                        {t("download", { name: bible.version })}
                      </Button>
                    )}
                  </div>
                  {fraction !== undefined && (
                    <div className="grid gap-1">
                      <div
                        role="progressbar"
                        aria-label={t("download", { name: bible.version })}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={Math.round(fraction * 100)}
                        className="bg-muted h-2 overflow-hidden rounded-full"
                      >
                        <div
                          className="bg-primary h-full rounded-full transition-[width]"
                          style={{ width: `${Math.round(fraction * 100)}%` }}
                        />
                      </div>
                      <p className="text-muted-foreground text-xs" aria-live="polite">
                        {t("downloading", { percent: Math.round(fraction * 100) })}
                      </p>
                    </div>
                  )}
                </div>
              );
            })}
            {used > 0 && (
              <p className="text-muted-foreground text-sm">
                {t("spaceUsed", { size: size(used) })}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
