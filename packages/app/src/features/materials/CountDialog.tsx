import { t as tRoot } from '../../lib/rootMessages';
import { callOperation, type OkOf } from '@pawon/api-client';
import { Button, Dialog, FormLayout, Textarea } from '@pawon/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { api } from '../../lib/client';
import { DateFormField, QuantityFormField, SelectField } from '../../lib/formFields';
import { reportFailure } from '../../lib/formErrors';
import { notifyAtom } from '../../lib/feedback';
import { formatQuantity, formatRupiah, todayIn } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { useDiscardGuard } from '../../lib/resource/discardGuard';
import { useFieldOptions } from '../../lib/resource/FieldRenderer';
import { KINDS, type MaterialKind } from './kinds';
import { knownMaterial, materialOptions } from './lookups';
import * as S from './materials.styles';
import { t } from './messages';

type CountAnswer = OkOf<'bahanBakuStockCount'>;

/** The material being counted, when the count starts from its row. */
export interface CountTarget {
  id: number;
  name: string;
  unit: string;
}

interface CountValues {
  materialId: string;
  counted: number | null;
  date: string | null;
  note: string;
}

const FIELDS = ['materialId', 'counted', 'date', 'note'];

/** A signed figure; "–" for money the server left out (not the user's menus: decision 014, fields owned by menus). */
const signed = (n: number | undefined, show: (abs: number) => string) =>
  n === undefined ? '–' : n > 0 ? `+${show(n)}` : n < 0 ? `−${show(-n)}` : show(0);

/**
 * Stock count (opname), made for a phone in the storeroom: choose the material, type what is on the shelf, see the
 * variance in quantity and rupiah (a dry run of the server's own count), confirm to record it as an adjustment.
 */
export function CountDialog({
  kind,
  open,
  target,
  onClose,
  onCounted,
}: {
  kind: MaterialKind;
  open: boolean;
  target: CountTarget | null;
  onClose: () => void;
  onCounted: () => void;
}) {
  const notify = useSetAtom(notifyAtom);
  const form = useForm<CountValues>({
    mode: 'onTouched',
    defaultValues: { materialId: '', counted: null, date: todayIn(), note: '' },
  });
  const [preview, setPreview] = useState<CountAnswer | null>(null);
  const [saving, setSaving] = useState(false);
  const materials = useFieldOptions(materialOptions[kind]);
  const [materialId, counted, date] = useWatch({
    control: form.control,
    name: ['materialId', 'counted', 'date'],
  });
  const unit = target?.unit ?? knownMaterial(materialId)?.unit;
  const op = KINDS[kind].ops.count;

  useEffect(() => {
    if (open) {
      form.reset({ materialId: target ? String(target.id) : '', counted: null, date: todayIn(), note: '' });
      setPreview(null);
    }
  }, [open, target, form]);

  // The variance as the server would record it, once the user pauses typing.
  useEffect(() => {
    setPreview(null);
    if (!open || !materialId || counted === null || counted < 0) return;
    let live = true;
    const timer = setTimeout(() => {
      callOperation(api, op, {
        body: { materialId: Number(materialId), counted, ...(date ? { date } : {}), dryRun: true },
      }).then(
        (answer) => {
          if (live) setPreview(answer);
        },
        () => undefined,
      );
    }, 350);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, materialId, counted, date, op]);

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      const answer = await callOperation(api, op, {
        body: {
          materialId: Number(values.materialId),
          counted: values.counted ?? 0,
          ...(values.date ? { date: values.date } : {}),
          ...(values.note.trim() ? { note: values.note.trim() } : {}),
        },
      });
      const name = target?.name ?? knownMaterial(values.materialId)?.name ?? '';
      notify({
        status: 'success',
        title: tCommon('common.saved'),
        text:
          answer.variance === 0
            ? t('materials.count.matched', { name })
            : t('materials.count.recorded', {
                name,
                variance: signed(answer.variance, (n) => formatQuantity(n, unit)),
                value: signed(answer.value, formatRupiah),
              }),
      });
      onCounted();
      onClose();
    } catch (error) {
      reportFailure(error, {
        setError: form.setError,
        fields: FIELDS,
        toast: (message) => notify({ status: 'error', title: tCommon('common.failed'), text: message }),
      });
    } finally {
      setSaving(false);
    }
  });

  const errors = form.formState.errors;
  // A count typed in the storeroom is not lost to Esc or a stray tap outside (issue 37).
  const guard = useDiscardGuard({ dirty: form.formState.isDirty, busy: saving, onClose });
  const tone = (n: number | undefined) =>
    n === undefined ? undefined : n < 0 ? 'loss' : n > 0 ? 'gain' : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={({ open: next }) => !next && guard.requestClose()}
      size="sm"
      data-testid={`${KINDS[kind].key}-count-dialog`}
    >
      <Dialog.Header closeLabel={tCommon('common.close')}>
        {target ? t('materials.count.titleOf', { name: target.name }) : t('materials.count.title')}
      </Dialog.Header>
      <Dialog.Body>
        <form id={`${KINDS[kind].key}-count-form`} onSubmit={(event) => void submit(event)} noValidate>
          <FormLayout orientation="vertical">
            {target ? null : (
              <SelectField
                control={form.control}
                name="materialId"
                id={`${KINDS[kind].key}-count-material`}
                label={t('materials.count.material')}
                required
                loading={materials.loading}
                placeholder={t('materials.count.chooseMaterial')}
                options={materials.options}
                error={materials.error}
              />
            )}
            <QuantityFormField
              control={form.control}
              name="counted"
              rules={{
                validate: (value) =>
                  typeof value !== 'number'
                    ? tRoot('root.required')
                    : value < 0
                      ? tCommon('common.minimum', { n: 0 })
                      : true,
              }}
              id={`${KINDS[kind].key}-count-counted`}
              label={t('materials.count.counted')}
              hint={t('materials.count.countedHint')}
              required
              inputMode="decimal"
              {...(unit ? { unit } : {})}
            />
            <DateFormField
              control={form.control}
              name="date"
              id={`${KINDS[kind].key}-count-date`}
              label={t('materials.count.date')}
              maxDate={todayIn()}
            />
            <Textarea
              id={`${KINDS[kind].key}-count-note`}
              label={t('materials.count.note')}
              rows={2}
              maxLength={500}
              error={errors.note?.message}
              {...form.register('note')}
            />
            <S.Variance aria-live="polite" aria-label={t('materials.count.variance')}>
              <dt>{t('materials.count.system')}</dt>
              <dd>{preview ? formatQuantity(preview.system, unit) : '–'}</dd>
              <dt>{t('materials.count.varianceQty')}</dt>
              <dd data-tone={preview ? tone(preview.variance) : undefined}>
                {preview ? signed(preview.variance, (n) => formatQuantity(n, unit)) : '–'}
              </dd>
              <dt>{t('materials.count.varianceValue')}</dt>
              <dd data-tone={preview ? tone(preview.value) : undefined}>
                {preview ? signed(preview.value, formatRupiah) : '–'}
              </dd>
            </S.Variance>
          </FormLayout>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={guard.requestClose} disabled={saving}>
          {tCommon('common.cancel')}
        </Button>
        <Button type="submit" form={`${KINDS[kind].key}-count-form`} loading={saving} icon="bx-check">
          {t('materials.count.save')}
        </Button>
      </Dialog.Footer>
      {guard.question}
    </Dialog>
  );
}
