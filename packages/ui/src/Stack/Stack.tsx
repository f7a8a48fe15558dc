import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../theme/vars';

type Space = keyof typeof vars.space;

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** Space between the children, from the spacing scale. @default '0' */
  gap?: Space;
}

const Root = styled.div<{ $gap: Space }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  gap: ${({ $gap }) => vars.space[$gap]};
`;

/** Children one under the other, never wider than their column (a screen's sections, a form's rows). */
export const Stack = forwardRef<HTMLDivElement, StackProps>(function Stack({ gap = '0', ...rest }, ref) {
  return <Root ref={ref} $gap={gap} {...rest} />;
});
