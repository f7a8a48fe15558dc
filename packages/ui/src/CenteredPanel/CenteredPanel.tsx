import type { HTMLAttributes, ReactNode } from 'react';
import * as S from './CenteredPanel.styles';

export interface CenteredPanelProps extends HTMLAttributes<HTMLElement> {
  /** The app's name and logo, large above the content. @default undefined */
  brand?: ReactNode;
  /** Content of the panel (a form, a message). */
  children?: ReactNode;
}

/**
 * One panel centred on the page, for the screens outside the app's shell (sign in, register, page not found,
 * an error). It is the page's `main` landmark; on a phone it fills the width with less padding.
 */
export function CenteredPanel({ brand, children, ...rest }: CenteredPanelProps) {
  return (
    <S.Page {...rest}>
      <S.Panel>
        {brand ? <S.Brand>{brand}</S.Brand> : null}
        {children}
      </S.Panel>
    </S.Page>
  );
}
