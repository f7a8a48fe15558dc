import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import type { HeadingLevel } from '../EmptyState/EmptyState';
import * as S from './Card.styles';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading; it also names the card region. @default undefined */
  title?: ReactNode;
  /** Line under the heading. @default undefined */
  subtitle?: ReactNode;
  /** Buttons or a Menu on the right of the heading. @default undefined */
  actions?: ReactNode;
  /** Bottom bar (buttons, totals). @default undefined */
  footer?: ReactNode;
  /** Body padding; `none` for tables and charts that touch the edges. @default 'md' */
  padding?: 'none' | 'sm' | 'md';
  /** Heading element. @default 'h2' */
  headingLevel?: HeadingLevel;
  /** Border instead of shadow. @default false */
  outlined?: boolean;
  /** Content. */
  children?: ReactNode;
}

/** A surface that groups content, with optional heading, actions and footer. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    title,
    subtitle,
    actions,
    footer,
    padding = 'md',
    headingLevel = 'h2',
    outlined = false,
    children,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  return (
    <S.Root
      ref={ref}
      aria-labelledby={title ? titleId : undefined}
      data-outlined={outlined ? 'true' : undefined}
      {...rest}
    >
      {title || actions ? (
        <S.Header>
          <S.HeaderText>
            {title ? (
              <S.Title as={headingLevel} id={titleId}>
                {title}
              </S.Title>
            ) : null}
            {subtitle ? <S.Subtitle>{subtitle}</S.Subtitle> : null}
          </S.HeaderText>
          {actions ? <S.Actions>{actions}</S.Actions> : null}
        </S.Header>
      ) : null}
      <S.Body data-padding={padding}>{children}</S.Body>
      {footer ? <S.Footer>{footer}</S.Footer> : null}
    </S.Root>
  );
});
Card.displayName = 'Card';
