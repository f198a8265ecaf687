"use client";

import { ImageOff } from "@/components/icons";
import Image from "next/image";
import { useState } from "react";
import { clsx } from "clsx";

export const STORY_IMAGE_WIDTH = 800;
export const STORY_IMAGE_HEIGHT = 450;

interface StoryImageProps {
  src: string;
  alt: string;
  /** 'Image unavailable', in the page's language. */
  unavailableLabel: string;
  /** For the page's main image: fetched from the document head. */
  preload?: boolean;
  /** For images likely in the first screen: not lazily loaded. */
  eager?: boolean;
  className?: string;
}

/** A story illustration (16:9); when it cannot load, a quiet 'Image unavailable' panel takes its place. */
export function StoryImage({
  src,
  alt,
  unavailableLabel,
  preload = false,
  eager = false,
  className,
}: StoryImageProps) {
  const [failed, setFailed] = useState(false);

  if (failed) {
    return (
      <div
        role="img"
        aria-label={unavailableLabel}
        className={clsx(
          "bg-muted text-muted-foreground flex aspect-video w-full flex-col items-center justify-center gap-2 text-sm",
          className,
        )}
      >
        <ImageOff className="size-8" aria-hidden />
        <span aria-hidden>{unavailableLabel}</span>
      </div>
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      width={STORY_IMAGE_WIDTH}
      height={STORY_IMAGE_HEIGHT}
      preload={preload}
      loading={preload ? undefined : eager ? "eager" : "lazy"}
      unoptimized
      onError={() => setFailed(true)}
      className={clsx("bg-muted aspect-video h-auto w-full object-cover", className)}
    />
  );
}
