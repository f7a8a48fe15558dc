import { useId } from 'react';
import { t } from '../messages';
import { Button, type ButtonProps } from '@pawon/ui';
import * as S from './resource.styles';

/** A right on a screen, as the Authorization Group names it. */
export type ScreenRight = 'create' | 'update' | 'delete';

/** Why an action is off for lack of a right, naming the right and the screen ("Perlu hak ubah Data Transaksi."). */
export const needsRight = (right: ScreenRight, screen: string) => t('common.needsRight', { right, screen });

/** The reason an action needs, or nothing when the user holds the right (for `IconButton disabledReason`). */
export const reasonUnless = (allowed: boolean, right: ScreenRight, screen: string) =>
  allowed ? undefined : needsRight(right, screen);

export interface RightButtonProps extends ButtonProps {
  /** Why the action is off (`needsRight(…)`), or nothing when the user may use it. */
  reason?: string | undefined;
}

/**
 * A screen's action that needs a right, as the list kit's add button: without the right it stays in view, looks
 * disabled, stays focusable and says which right it needs (its title, and its accessible description).
 */
export function RightButton({ reason, onClick, ...props }: RightButtonProps) {
  const reasonId = useId();
  if (!reason) return <Button onClick={onClick} {...props} />;
  return (
    <>
      <S.UnavailableButton
        {...props}
        aria-disabled="true"
        aria-describedby={reasonId}
        title={reason}
        data-unavailable="true"
      />
      <S.HiddenReason id={reasonId}>{reason}</S.HiddenReason>
    </>
  );
}
