import { createContext, forwardRef, useContext, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import * as S from './LineItems.styles';
import { linesDefaults } from '../UiLabels/defaults/lines';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export interface LineItemsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What the lines are ("Bahan baku yang dipakai"); names the group. */
  label: ReactNode;
  /** A line under the label. @default undefined */
  hint?: ReactNode;
  /** An error about the list as a whole ("isi paling sedikit satu"). @default undefined */
  error?: ReactNode;
  /** Text of the add button; without `onAdd` there is no button. @default 'Tambah baris' */
  addLabel?: string;
  /** Adds a line. @default undefined */
  onAdd?: () => void;
  /** Why no line can be added now (the button is disabled and says it). @default undefined */
  addDisabledReason?: string | undefined;
  /** Things beside the add button (a "fill from recipe" button, a total). @default undefined */
  footer?: ReactNode;
  /** The lines: `LineItems.Row` elements. */
  children?: ReactNode;
}

export interface LineItemsRowProps extends Omit<HTMLAttributes<HTMLLIElement>, 'title'> {
  /** The line's position, from 1 (shown, and part of its name). */
  index: number;
  /** Accessible name of the remove button ("Hapus bahan baris 2"); without `onRemove` there is none. */
  removeLabel?: string;
  /** Removes the line. @default undefined */
  onRemove?: () => void;
  /** Why this line cannot be removed (the last one, for instance). @default undefined */
  removeDisabledReason?: string | undefined;
  /** The line's fields. */
  children?: ReactNode;
}

const RowNameContext = createContext<string>(linesDefaults.row);

/**
 * An editable list of lines (the inputs of a production run, the packs of an order): a named group of numbered
 * rows, each with its fields and a remove button, and an add button under them. The form library keeps the
 * values; this gives the layout, the names and the buttons.
 */
const LineItemsRoot = forwardRef<HTMLDivElement, LineItemsProps>(function LineItems(
  { label, hint, error, addLabel: addLabelProp, onAdd, addDisabledReason, footer, children, ...rest },
  ref,
) {
  const linesLabels = useUiLabelGroup('lines', linesDefaults);
  const addLabel = addLabelProp ?? linesLabels.add;
  const id = useId();
  return (
    <S.Root
      ref={ref}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={hint ? `${id}-hint` : undefined}
      {...rest}
    >
      <S.Legend id={`${id}-label`}>{label}</S.Legend>
      {hint ? <S.Hint id={`${id}-hint`}>{hint}</S.Hint> : null}
      <RowNameContext.Provider value={typeof label === 'string' ? label : linesLabels.row}>
        <S.Rows>{children}</S.Rows>
      </RowNameContext.Provider>
      {error ? <S.Error role="alert">{error}</S.Error> : null}
      {onAdd || footer ? (
        <S.Footer>
          {onAdd ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              icon="bx-plus"
              onClick={onAdd}
              disabled={Boolean(addDisabledReason)}
              title={addDisabledReason}
            >
              {addLabel}
            </Button>
          ) : null}
          {footer}
        </S.Footer>
      ) : null}
    </S.Root>
  );
});

function Row({ index, removeLabel, onRemove, removeDisabledReason, children, ...rest }: LineItemsRowProps) {
  const lines = useUiLabelGroup('lines', linesDefaults);
  const name = useContext(RowNameContext);
  return (
    <S.Row aria-label={`${name} ${index}`} {...rest}>
      <S.Number aria-hidden="true">{index}.</S.Number>
      <S.Cells>{children}</S.Cells>
      {onRemove ? (
        <S.Remove>
          <IconButton
            icon="bx-trash"
            variant="text"
            label={removeLabel ?? lines.remove(index)}
            disabledReason={removeDisabledReason}
            onClick={onRemove}
          />
        </S.Remove>
      ) : null}
    </S.Row>
  );
}
Row.displayName = 'LineItems.Row';

export const LineItems = Object.assign(LineItemsRoot, { Row });
LineItemsRoot.displayName = 'LineItems';
