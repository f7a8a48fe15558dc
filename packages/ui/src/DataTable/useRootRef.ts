import { useCallback, useRef, type Ref, type RefObject } from 'react';

/** The root element for the table's own use (its width), passed on to the caller's `ref` too. */
export function useRootRef(
  ref: Ref<HTMLDivElement> | undefined,
): [RefObject<HTMLDivElement | null>, (element: HTMLDivElement | null) => void] {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const setRootRef = useCallback(
    (element: HTMLDivElement | null) => {
      rootRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return [rootRef, setRootRef];
}
