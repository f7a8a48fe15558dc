import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../Icon';
import * as S from './Thumbnail.styles';

export interface ThumbnailProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The image URL (a stored thumbnail); without one a neutral picture icon shows. @default undefined */
  src?: string | null | undefined;
  /** What the image shows, for screen readers; empty when the row's text already says it. @default '' */
  alt?: string;
  /** Square size: sm (table rows), md (cards), lg (detail). @default 'sm' */
  size?: 'sm' | 'md' | 'lg';
}

/** A small square picture of a record (a product, a category) in a list; loads lazily. */
export function Thumbnail({ src, alt = '', size = 'sm', ...rest }: ThumbnailProps) {
  return (
    <S.Root data-size={size} data-empty={src ? undefined : ''} {...rest}>
      {src ? <img src={src} alt={alt} loading="lazy" decoding="async" /> : <Icon name="bx-image" />}
    </S.Root>
  );
}
Thumbnail.displayName = 'Thumbnail';
