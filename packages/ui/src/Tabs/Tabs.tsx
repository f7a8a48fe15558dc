import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Tabs as RadixTabs } from 'radix-ui';
import { Icon, type IconName } from '../Icon/Icon';
import { useControllableState } from '../hooks/useControllableState';
import * as S from './Tabs.styles';

export interface TabItem {
  /** Unique value of the tab. */
  value: string;
  /** Label of the tab. */
  label: ReactNode;
  /** Panel content. */
  content: ReactNode;
  /** Boxicons name before the label. */
  icon?: IconName;
  /** A count after the label (e.g. number of items). */
  badge?: ReactNode;
  /** Not selectable. */
  disabled?: boolean;
}

export interface TabsProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixTabs.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'children'
> {
  /** The tabs. */
  items: TabItem[];
  /** Controlled selected value. @default undefined */
  value?: string;
  /** Initially selected value when uncontrolled. @default the first enabled tab */
  defaultValue?: string;
  /** Called with `{ value }` when another tab is selected. @default undefined */
  onValueChange?: (event: { value: string }) => void;
  /** Underlined tabs or filled pills. @default 'line' */
  variant?: 'line' | 'pill';
  /** Accessible name of the tab list. @default undefined */
  label?: string;
}

/**
 * Tabs (Radix): arrow keys move between tabs, Home/End jump, the panel follows. The tab list scrolls sideways
 * on narrow screens instead of wrapping.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, value, defaultValue, onValueChange, variant = 'line', label, ...rest },
  ref,
) {
  const first = items.find((item) => !item.disabled)?.value ?? '';
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue: defaultValue ?? first,
    onChange: onValueChange ? (next: string) => onValueChange({ value: next }) : undefined,
  });
  const listRef = useRef<HTMLDivElement>(null);
  const overflow = useScrollEdges(listRef);
  return (
    <S.Root ref={ref} value={selected} onValueChange={setSelected} {...rest}>
      <S.List ref={listRef} data-variant={variant} data-overflow={overflow} aria-label={label}>
        {items.map((item) => (
          <S.Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.icon ? <Icon name={item.icon} /> : null}
            {item.label}
            {item.badge !== undefined ? <S.Badge>{item.badge}</S.Badge> : null}
          </S.Trigger>
        ))}
      </S.List>
      {items.map((item) => (
        <S.Panel key={item.value} value={item.value}>
          {item.content}
        </S.Panel>
      ))}
    </S.Root>
  );
});
Tabs.displayName = 'Tabs';

/**
 * Which ends of a horizontally scrolling element hide content: `'start'`, `'end'`, `'both'` or undefined.
 * Drives the fade that tells a phone user there are more tabs.
 */
function useScrollEdges(ref: RefObject<HTMLElement | null>): 'start' | 'end' | 'both' | undefined {
  const [edges, setEdges] = useState<'start' | 'end' | 'both' | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges(start && end ? 'both' : start ? 'start' : end ? 'end' : undefined);
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
