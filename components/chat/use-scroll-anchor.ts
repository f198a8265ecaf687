"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** Spec: the list follows new content unless the reader is more than 100 px above the bottom. */
export const AUTO_SCROLL_THRESHOLD_PX = 100;

export function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/**
 * Keeps a scrolling list anchored to its bottom while the reader is near it: new messages and a
 * growing reply scroll into view; a reader who scrolled up to read stays put and is offered a
 * button back down (`isAway`).
 */
export function useScrollAnchor<T extends HTMLElement>() {
  const containerRef = useRef<T>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const followRef = useRef(true);
  const [isAway, setIsAway] = useState(false);

  const scrollToBottom = useCallback((behavior: ScrollBehavior = "instant") => {
    const container = containerRef.current;
    if (!container) return;
    followRef.current = true;
    setIsAway(false);
    container.scrollTo({ top: container.scrollHeight, behavior });
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    const content = contentRef.current;
    if (!container || !content) return;
    const onScroll = () => {
      const away = distanceFromBottom(container) > AUTO_SCROLL_THRESHOLD_PX;
      followRef.current = !away;
      setIsAway(away);
    };
    const follow = () => {
      if (followRef.current) container.scrollTop = container.scrollHeight;
      else onScroll();
    };
    container.addEventListener("scroll", onScroll, { passive: true });
    const mutations = new MutationObserver(follow);
    mutations.observe(content, { childList: true, subtree: true, characterData: true });
    const sizes = new ResizeObserver(follow);
    sizes.observe(container);
    sizes.observe(content);
    follow();
    return () => {
      container.removeEventListener("scroll", onScroll);
      mutations.disconnect();
      sizes.disconnect();
    };
  }, []);

  return { containerRef, contentRef, isAway, scrollToBottom };
}
