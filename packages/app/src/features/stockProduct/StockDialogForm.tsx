import { useSetAtom } from 'jotai';
import { useEffect, useId, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { Button, Dialog, FormLayout, Textarea, type DialogSize, type IconName } from '@pawon/ui';
import { reportFailure } from '../../lib/formErrors';
import { notifyAtom } from '../../lib/feedback';
import { t as tCommon } from '../../lib/messages';
import { useDiscardGuard } from '../../lib/resource/discardGuard';
import { t } from './messages';

/** Every stock form ends with a free note. */
type Noted = FieldValues & { note: string };

/**
 * A stock dialog's form, filled again from what the dialog opens on (a batch, a preset) each time it opens.
 * `toValues` must keep its identity (a module function): with `null` it gives the values before anything opens.
 */
export function useStockForm<S, V extends Noted>(source: S | null, toValues: (source: S | null) => V) {
  const form = useForm<V>({ defaultValues: toValues(null) as DefaultValues<V>, mode: 'onTouched' });
  useEffect(() => {
    if (source !== null) form.reset(toValues(source));
  }, [source, form, toValues]);
  return form;
}

export interface StockDialogFormProps<V extends Noted> {
  form: UseFormReturn<V>;
  open: boolean;
  onClose: () => void;
  title: string;
  size: DialogSize;
  testId: string;
  /** Start of the fields' ids: `stock-move` gives the note `stock-move-note`. */
  idPrefix: string;
  /** The form's field names, where the server's field errors go. */
  fields: readonly string[];
  /** Writes the values and answers the success toast's text; `null` when there was nothing to write. */
  onSave: (values: V) => Promise<string | null>;
  /** After a successful write. */
  onSaved: () => void;
  /** After a failed write, once the failure is shown. */
  onFailed?: (error: unknown) => void;
  submitLabel: string;
  submitIcon: IconName;
  /** Nothing to act on (the dialog is closing): the body stays empty. @default false */
  empty?: boolean;
  /** The fields above the note. */
  children: ReactNode;
}

/**
 * The frame of a stock write (move, adjustment): the form with its fields and the note last, cancel and submit in
 * the footer, the success toast, the server's field errors on their fields (or one toast). Not closable while
 * saving; closing it with something typed asks first (lib/resource/discardGuard).
 */
export function StockDialogForm<V extends Noted>({
  form,
  open,
  onClose,
  title,
  size,
  testId,
  idPrefix,
  fields,
  onSave,
  onSaved,
  onFailed,
  submitLabel,
  submitIcon,
  empty = false,
  children,
}: StockDialogFormProps<V>) {
  const formId = `${idPrefix}-form-${useId().replace(/:/g, '')}`;
  const notify = useSetAtom(notifyAtom);
  const { isSubmitting, errors, isDirty } = useFormState({ control: form.control });
  const guard = useDiscardGuard({ dirty: isDirty && !empty, busy: isSubmitting, onClose });

  const submit = form.handleSubmit(async (values) => {
    try {
      const text = await onSave(values);
      if (text === null) return;
      notify({ status: 'success', title: tCommon('common.saved'), text });
      onSaved();
    } catch (error) {
      reportFailure(error, {
        setError: form.setError,
        fields,
        toast: (text) => notify({ status: 'error', title: tCommon('common.failed'), text }),
      });
      onFailed?.(error);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={({ open: next }) => !next && guard.requestClose()}
      size={size}
      data-testid={testId}
    >
      <Dialog.Header closeLabel={tCommon('common.close')}>{title}</Dialog.Header>
      <Dialog.Body>
        {empty ? null : (
          <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
            <FormLayout orientation="vertical">
              {children}
              <Controller
                control={form.control}
                name={'note' as Path<V>}
                render={({ field }) => (
                  <Textarea
                    id={`${idPrefix}-note`}
                    label={t('stockProduct.note')}
                    rows={2}
                    maxLength={500}
                    error={errors['note']?.message as string | undefined}
                    {...field}
                  />
                )}
              />
            </FormLayout>
          </form>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={guard.requestClose} disabled={isSubmitting}>
          {tCommon('common.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={isSubmitting} icon={submitIcon}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
      {guard.question}
    </Dialog>
  );
}
