import { forwardRef, useEffect, useState, type CSSProperties, type SVGProps } from 'react';
import type { BoxiconName } from './iconNames';
import { getLoadedIcon, isMissingIcon, loadIcon } from './registry';
import { StyledIcon } from './Icon.styles';

/** A Boxicons name; any string is accepted (menus come from the server) but known names autocomplete. */
export type IconName = BoxiconName | (string & {});

const warned = new Set<string>();

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'name'> {
  /** Boxicons name: `bx-package` (regular), `bxs-package` (solid), `bxl-github` (logos). */
  name: IconName;
  /** Width and height: a number in px or a CSS length. @default '1.25rem' */
  size?: number | string;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. @default undefined */
  label?: string;
  /** Rotate continuously (loaders). @default false */
  spin?: boolean;
}

/**
 * An icon by Boxicons name, drawn from the boxicons SVG files and coloured with `currentColor`.
 * An unknown name logs a warning in development and renders an empty icon of the same size.
 */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, size, label, spin = false, style, ...rest },
  ref,
) {
  // The SVG lives in a module cache; this state re-renders once it has loaded or failed. A file that could not be
  // had (unknown, or unreachable: then tried again on the next mount) leaves the icon empty, not loading forever.
  const [outcome, setOutcome] = useState<{ name: string; ok: boolean } | null>(null);
  const current = getLoadedIcon(name);
  const missing = isMissingIcon(name) || (outcome?.name === name && !outcome.ok);

  useEffect(() => {
    const warn = () => {
      if (import.meta.env.DEV && !warned.has(name)) {
        warned.add(name);
        console.warn(`[@pawon/ui] Icon: unknown Boxicons name "${name}"; rendering an empty icon.`);
      }
    };
    if (isMissingIcon(name)) return warn();
    if (getLoadedIcon(name)) return;
    let cancelled = false;
    void loadIcon(name).then((svg) => {
      if (!svg) warn();
      if (!cancelled) setOutcome({ name, ok: !!svg });
    });
    return () => {
      cancelled = true;
    };
  }, [name]);

  const sizeStyle =
    size === undefined
      ? style
      : ({ ...style, '--pawon-icon-size': typeof size === 'number' ? `${size}px` : size } as CSSProperties);

  return (
    <StyledIcon
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={current?.viewBox ?? '0 0 24 24'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-icon={name}
      data-state={missing ? 'missing' : current ? 'loaded' : 'loading'}
      data-spin={spin ? 'true' : undefined}
      style={sizeStyle}
      {...rest}
      dangerouslySetInnerHTML={current ? { __html: current.body } : undefined}
    />
  );
});
Icon.displayName = 'Icon';
