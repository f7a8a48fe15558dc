import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { LABEL_WIDTH_VAR } from '../Field/Field.styles';
import { FieldOrientationContext, useFieldOrientation, type FieldOrientation } from '../Field/FieldContext';
import { Actions, Root, Section } from './FormLayout.styles';

export interface FormLayoutProps extends ComponentPropsWithRef<'div'> {
  /**
   * `horizontal`: labels in a column left of the fields (one column again when the form is narrower than
   * 36rem); `vertical`: labels above fields. @default 'horizontal'
   */
  orientation?: FieldOrientation;
  /** Width of the label column in horizontal orientation (a CSS length). @default '12rem' */
  labelWidth?: string;
  /** Space between rows. @default 'comfortable' */
  density?: 'comfortable' | 'compact';
}

/**
 * Lays out form fields as a label column and a field column. It is a size container, so it collapses to one
 * column by its own width (inside a narrow dialog too), not by the window's.
 */
export function FormLayout({
  orientation = 'horizontal',
  labelWidth,
  density = 'comfortable',
  style,
  children,
  ...rest
}: FormLayoutProps) {
  const rootStyle = labelWidth ? ({ ...style, [LABEL_WIDTH_VAR]: labelWidth } as CSSProperties) : style;
  return (
    <FieldOrientationContext.Provider value={orientation}>
      <Root data-orientation={orientation} data-density={density} style={rootStyle} {...rest}>
        {children}
      </Root>
    </FieldOrientationContext.Provider>
  );
}
FormLayout.displayName = 'FormLayout';

export interface FormLayoutSectionProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Section heading. @default undefined */
  title?: ReactNode;
  /** A line under the heading. @default undefined */
  description?: ReactNode;
}

/** A titled group of fields inside a FormLayout. */
function FormLayoutSection({ title, description, children, ...rest }: FormLayoutSectionProps) {
  return (
    <Section {...rest}>
      {title || description ? (
        <header>
          {title ? <h3>{title}</h3> : null}
          {description ? <p>{description}</p> : null}
        </header>
      ) : null}
      {children}
    </Section>
  );
}
FormLayoutSection.displayName = 'FormLayout.Section';

export type FormLayoutActionsProps = ComponentPropsWithRef<'div'>;

/** Form buttons, aligned with the field column. */
function FormLayoutActions(props: FormLayoutActionsProps) {
  const orientation = useFieldOrientation();
  return <Actions data-orientation={orientation} {...props} />;
}
FormLayoutActions.displayName = 'FormLayout.Actions';

FormLayout.Section = FormLayoutSection;
FormLayout.Actions = FormLayoutActions;
