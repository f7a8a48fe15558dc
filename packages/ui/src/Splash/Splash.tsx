import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Progress } from '../Progress/Progress';
import { SplashLabel, SplashRoot } from './Splash.styles';
import { progressDefaults } from '../UiLabels/defaults/progress';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export interface SplashProps extends HTMLAttributes<HTMLDivElement> {
  /** Accessible name of the indicator. @default 'Memuat aplikasi' */
  label?: string;
  /** Visible text under the indicator. @default undefined */
  children?: ReactNode;
  /** Cover the whole viewport (app start); otherwise fill the parent. @default true */
  fullscreen?: boolean;
  /** Indicator diameter in px (spec: 50). @default 50 */
  size?: number;
}

/** A centred indeterminate circular indicator, shown while the app or a page starts. */
export const Splash = forwardRef<HTMLDivElement, SplashProps>(function Splash(
  { label: labelProp, children, fullscreen = true, size = 50, ...rest },
  ref,
) {
  const progressLabels = useUiLabelGroup('progress', progressDefaults);
  const label = labelProp ?? progressLabels.app;
  return (
    <SplashRoot ref={ref} data-fullscreen={fullscreen ? 'true' : 'false'} aria-busy="true" {...rest}>
      <Progress variant="circular" size={size} label={label} />
      {children ? <SplashLabel>{children}</SplashLabel> : null}
    </SplashRoot>
  );
});
Splash.displayName = 'Splash';
