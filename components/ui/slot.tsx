import { clsx } from "clsx";
import { cloneElement, isValidElement, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown>;

function composeRefs<T>(...refs: Ref<T>[]): Ref<T> {
  return (node: T) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * Renders its one child with the slot's props merged in: the `asChild` of Button and Badge.
 * It merges as Radix's Slot does (the child's props win, classes join, styles merge, both event
 * handlers and both refs run), and is small enough to ship with every page.
 */
export function Slot({ children, ...slotProps }: Props & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (childValue === undefined) continue;
    if (name === "className") {
      merged.className = clsx(slotValue as string, childValue as string);
    } else if (name === "style") {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "ref") {
      merged.ref = composeRefs(slotValue as Ref<unknown>, childValue as Ref<unknown>);
    } else if (/^on[A-Z]/.test(name) && typeof slotValue === "function") {
      merged[name] = (...args: unknown[]) => {
        (childValue as (...args: unknown[]) => void)(...args);
        slotValue(...args);
      };
    }
  }
  return cloneElement(children, merged);
}
