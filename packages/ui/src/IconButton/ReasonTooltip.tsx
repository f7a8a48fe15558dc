import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../theme/ThemeProvider';
import { Bubble } from './ReasonTooltip.styles';

/** Space kept between the bubble and the button, and from the screen's edges, in px. */
const GAP = 6;
const EDGE = 8;

export interface ReasonTooltipProps {
  /** The reason shown. */
  text: string;
  /** Where the button is on the screen. */
  anchor: DOMRect;
  id: string;
}

/**
 * The small tooltip of an unavailable icon button, shown at the top (spec) and kept on screen, in the theme's
 * portal so that a scrolling table cannot clip it. Not the Radix Tooltip: icon buttons are on the sign-in page,
 * and wrapping each in a positioning engine for a bubble that only a disabled action shows would cost more than
 * that page's own code. Its own chunk, loaded the first time one shows.
 */
export default function ReasonTooltip({ text, anchor, id }: ReasonTooltipProps) {
  const container = usePortalContainer();
  const ref = useRef<HTMLSpanElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number; side: 'top' | 'bottom' } | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    const centre = anchor.left + anchor.width / 2;
    const left = Math.min(Math.max(centre - width / 2, EDGE), window.innerWidth - width - EDGE);
    const above = anchor.top - GAP - height;
    const side = above >= EDGE ? 'top' : 'bottom';
    setPlace({ left, top: side === 'top' ? above : anchor.bottom + GAP, side });
  }, [anchor]);

  return createPortal(
    <Bubble
      ref={ref}
      role="tooltip"
      id={id}
      data-side={place?.side}
      style={{ left: place?.left ?? 0, top: place?.top ?? 0, visibility: place ? 'visible' : 'hidden' }}
    >
      {text}
    </Bubble>,
    container ?? document.body,
  );
}
