import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { StateActions, StateIcon, StateRoot, StateText, StateTitle } from './EmptyState.styles';
import { stateDefaults } from '../UiLabels/defaults/state';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export type HeadingLevel = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Boxicons name of the illustration icon. @default 'bx-package' */
  icon?: IconName;
  /** Heading. @default 'Belum ada data' */
  title?: ReactNode;
  /** Explanation under the heading. @default undefined */
  text?: ReactNode;
  /** Call to action, e.g. a Button. @default undefined */
  action?: ReactNode;
  /** Heading element, to fit the page outline. @default 'h3' */
  headingLevel?: HeadingLevel;
  /** Less padding, for use inside tables and cards. @default false */
  compact?: boolean;
}

/** Shown when a list or page has nothing to display yet. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon = 'bx-package', title: titleProp, text, action, headingLevel = 'h3', compact = false, ...rest },
  ref,
) {
  const stateLabels = useUiLabelGroup('state', stateDefaults);
  const title = titleProp ?? stateLabels.emptyTitle;
  return (
    <StateRoot ref={ref} data-state-kind="empty" data-compact={compact ? 'true' : undefined} {...rest}>
      <StateIcon aria-hidden="true">
        <Icon name={icon} />
      </StateIcon>
      <StateTitle as={headingLevel}>{title}</StateTitle>
      {text ? <StateText>{text}</StateText> : null}
      {action ? <StateActions>{action}</StateActions> : null}
    </StateRoot>
  );
});
EmptyState.displayName = 'EmptyState';
