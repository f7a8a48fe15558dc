import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { HeadingLevel } from '../EmptyState/EmptyState';
import { StateActions, StateIcon, StateRoot, StateText, StateTitle } from '../EmptyState/EmptyState.styles';
import { Icon, type IconName } from '../Icon/Icon';
import { stateDefaults } from '../UiLabels/defaults/state';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Heading. @default 'Terjadi kesalahan' */
  title?: ReactNode;
  /** Explanation. @default 'Data tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.' */
  text?: ReactNode;
  /** Boxicons name. @default 'bx-error-circle' */
  icon?: IconName;
  /** Called when the retry button is pressed; without it no retry button is shown. @default undefined */
  onRetry?: () => void;
  /** Label of the retry button. @default 'Coba lagi' */
  retryLabel?: string;
  /** Shows the retry button as busy while the new attempt runs. @default false */
  retrying?: boolean;
  /** Extra actions next to the retry button. @default undefined */
  action?: ReactNode;
  /** Heading element. @default 'h3' */
  headingLevel?: HeadingLevel;
  /** Less padding, for tables and cards. @default false */
  compact?: boolean;
}

/** Shown when loading failed; announces itself (`role="alert"`) and offers a retry. */
export const ErrorState = forwardRef<HTMLDivElement, ErrorStateProps>(function ErrorState(
  {
    title: titleProp,
    text: textProp,
    icon = 'bx-error-circle',
    onRetry,
    retryLabel: retryLabelProp,
    retrying = false,
    action,
    headingLevel = 'h3',
    compact = false,
    ...rest
  },
  ref,
) {
  const labels = useUiLabelGroup('state', stateDefaults);
  const title = titleProp ?? labels.errorTitle;
  const text = textProp ?? labels.errorText;
  const retryLabel = retryLabelProp ?? labels.retry;
  return (
    <StateRoot
      ref={ref}
      role="alert"
      data-state-kind="error"
      data-compact={compact ? 'true' : undefined}
      {...rest}
    >
      <StateIcon aria-hidden="true" data-tone="error">
        <Icon name={icon} />
      </StateIcon>
      <StateTitle as={headingLevel}>{title}</StateTitle>
      {text ? <StateText>{text}</StateText> : null}
      {onRetry || action ? (
        <StateActions>
          {onRetry ? (
            <Button variant="primary" icon="bx-refresh" loading={retrying} onClick={() => onRetry()}>
              {retryLabel}
            </Button>
          ) : null}
          {action}
        </StateActions>
      ) : null}
    </StateRoot>
  );
});
ErrorState.displayName = 'ErrorState';
