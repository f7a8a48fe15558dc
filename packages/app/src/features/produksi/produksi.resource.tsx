import { callOperation } from '@pawon/api-client';
import { ProductionInput, ProductionListRequest } from '@pawon/api-client/constraints';
import { api } from '../../lib/client';
import { lazyFormBody } from '../../lib/resource/lazyFormBody';
import { StatusBadge } from '@pawon/ui';
import { formatDateShort, formatQuantity, todayIn } from '../../lib/format';
import { defineResource, formatUnitCost, type Resource } from '../../lib/resource/defineResource';
import { COST_RIGHT } from '../../lib/rights';
import { toBody, toFormValues, type ProductionFormValues, type ProductionRun } from './form';
import { t } from './messages';
import idTexts from '../../i18n/catalogues/id/produksi.json';
import { catalogueText } from '../../lib/resource/catalogueText';
import { isHalalRefusal } from './halal';
import { ProductionScreen } from './ProductionScreen';
import * as S from './produksi.styles';

/** The lot that capped a run's expiry, under the expiry it set: "dibatasi lot Ayam AYM-1". */
export const expiryCapText = (cap: NonNullable<ProductionRun['expiryCap']>) =>
  t('produksi.expiryCapped', {
    lot: cap.batchCode ? `${cap.material.name} ${cap.batchCode}` : cap.material.name,
  });

/** A run planned from the production plan, not made yet (decision 053). */
export const isPlanned = (r: ProductionRun) => r.state === 'planned';

const base = defineResource<ProductionRun, ProductionFormValues>({
  key: 'produksi',
  operations: {
    list: 'produksiList',
    add: 'produksiAdd',
    update: 'produksiUpdate',
    delete: 'produksiDelete',
  },
  rules: { input: ProductionInput, query: ProductionListRequest },
  moveUpdatedToFront: true,
  defaultSort: { sortBy: 'date', sortDir: 'desc' },
  text: catalogueText(idTexts),
  columns: [
    { id: 'date', cell: (r) => formatDateShort(r.date), width: '8.5rem' },
    {
      id: 'product',
      // A planned run (decision 053) is marked: it has taken nothing and made nothing yet.
      cell: (r) =>
        isPlanned(r) ? (
          <S.Planned>
            {`${r.product.code} – ${r.product.name}`}
            <StatusBadge tone="info">{t('produksi.statePlanned')}</StatusBadge>
          </S.Planned>
        ) : (
          `${r.product.code} – ${r.product.name}`
        ),
    },
    { id: 'qty', kind: 'quantity', cell: (r) => formatQuantity(r.qty, r.unit), width: '8rem' },
    {
      id: 'expiryDate',
      sortable: false,
      cell: (r) =>
        r.expiryDate ? (
          <S.Lines>
            <li>{formatDateShort(r.expiryDate)}</li>
            {r.expiryCap ? <S.Muted as="li">{expiryCapText(r.expiryCap)}</S.Muted> : null}
          </S.Lines>
        ) : (
          '–'
        ),
    },
    {
      id: 'inputs',
      sortable: false,
      cell: (r) =>
        isPlanned(r) ? (
          <S.Muted>{t('produksi.inputsOnStart')}</S.Muted>
        ) : (
          <S.Lines>
            {r.inputs.map((i) => (
              <li key={i.materialId}>
                {i.name} {formatQuantity(i.qty, i.unit)}
              </li>
            ))}
          </S.Lines>
        ),
    },
    { id: 'value', kind: 'money' },
    // A planned run has cost nothing yet: a dash, not "Rp 0".
    { id: 'cost', kind: 'money', sortable: false, value: (r) => (isPlanned(r) ? null : r.cost) },
    // (Materials + labour and overhead) ÷ qty made: "Lihat HPP"'s field, a column for its users only (decision 014).
    {
      id: 'unitCost',
      kind: 'money',
      sortable: false,
      ownedBy: COST_RIGHT,
      cell: (r) => (isPlanned(r) ? '–' : formatUnitCost(r.unitCost)),
    },
    {
      id: 'batch',
      sortable: false,
      cell: (r) =>
        isPlanned(r) ? (
          <S.Muted>{t('produksi.notMadeYet')}</S.Muted>
        ) : r.batch ? (
          <S.Lines>
            <li>{t('produksi.fresh', { qty: formatQuantity(r.batch.fresh, r.unit) })}</li>
            <li>{t('produksi.frozen', { qty: formatQuantity(r.batch.frozen, r.unit) })}</li>
            {r.batch.out > 0 ? (
              <S.Muted as="li">
                {t('produksi.batchOut', { out: formatQuantity(r.batch.out, r.unit) })}
              </S.Muted>
            ) : null}
          </S.Lines>
        ) : (
          '–'
        ),
    },
  ],
  describe: (r) => `${r.product.name} ${formatDateShort(r.date)}`,
  extra: {
    historyEntity: 'production',
    // Its own chunk, with react-hook-form and the fields: the list shows without them (issue 17).
    FormBody: lazyFormBody(() => import('./ProductionFormBody').then((module) => module.ProductionFormBody)),
    formSize: 'lg',
    // The halal rule's refusal (decision 057) is shown in the form, with its override for those who hold it.
    showsFailure: isHalalRefusal,
    toFormValues: (record) => toFormValues(record, todayIn()),
    create: async (values) => (await callOperation(api, 'produksiAdd', { body: toBody(values) })).datas,
    update: async (record, values) =>
      (
        await callOperation(api, 'produksiUpdate', {
          body: { ...toBody(values), id: record.id, version: record.version },
        })
      ).datas,
    deleteDetails: (record) =>
      record.batch && record.batch.out > 0
        ? t('produksi.batchOut', { out: formatQuantity(record.batch.out, record.unit) })
        : undefined,
  },
});

const Screen = () => <ProductionScreen resource={base.descriptor} />;

/** Production runs: the kit's descriptor (calls, list atoms, form) on the production screen. */
export const produksi: Resource<ProductionRun, ProductionFormValues> = { ...base, Screen };
export default Screen;
