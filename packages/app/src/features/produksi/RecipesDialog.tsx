import { callOperation } from '@pawon/api-client';
import { RecipeSaveRequest } from '@pawon/api-client/constraints';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import {
  Button,
  DataTable,
  Dialog,
  EmptyState,
  IconButton,
  LineItems,
  QuantityField,
  type ColumnDef,
} from '@pawon/ui';
import { api } from '../../lib/client';
import { controlledProps } from '../../lib/controlled';
import { reportFailure } from '../../lib/formErrors';
import { notifyAtom } from '../../lib/feedback';
import { formatNumber, formatQuantity } from '../../lib/format';
import { answerState } from '../../lib/pagedTable';
import { invalidateResource, queryClientOf, useClient } from '../../lib/query/queryClient';
import { t as tCommon } from '../../lib/messages';
import { useDiscardGuard } from '../../lib/resource/discardGuard';
import { registerOptions, ruleOf } from '../../lib/resource/rules';
import { SearchBox } from '../../lib/resource/SearchBox';
import type { AppStore } from '../../lib/store';
import { emptyLine, type MaterialLinesValues, type Recipe } from './form';
import { recipePage, type RecipeQuery } from './lookups';
import { linesFull, MaterialLine } from './MaterialLine';
import { useLineMaterials } from './materials';
import { t } from './messages';
import * as S from './produksi.styles';

const FIRST_PAGE: RecipeQuery = { page: 1, perPage: 25, search: '' };

/** The recipe form: its lines, and the yield and loss they are for (decision 053). */
interface RecipeValues extends MaterialLinesValues {
  standardYield: number | null;
  expectedLossPct: number | null;
}

/** The yield's and the loss's bounds from the contract (the server checks the same). */
function numberRules<K extends 'standardYield' | 'expectedLossPct'>(
  field: K,
  required: boolean,
): RegisterOptions<RecipeValues, K> {
  const {
    required: needed,
    min,
    max,
  } = registerOptions<RecipeValues>(ruleOf(RecipeSaveRequest, field), {
    required,
  });
  return { required: needed, min, max };
}

/** A recipe's yield and loss, the contract's defaults (per 1 unit, no loss) when it has none set. */
const yieldOf = (r: Recipe) => ({
  standardYield: r.standardYield ?? 1,
  expectedLossPct: r.expectedLossPct ?? 0,
});

/** "untuk 10 pcs, susut 5 %": what a recipe's lines make, when not the plain 1 unit without loss. */
function yieldNote(r: Recipe): string | null {
  const { standardYield, expectedLossPct } = yieldOf(r);
  if (r.lines.length === 0 || (standardYield === 1 && expectedLossPct === 0)) return null;
  return t('produksi.recipeYieldNote', {
    per: formatQuantity(standardYield, r.product.unit),
    loss: formatNumber(expectedLossPct),
  });
}

/** The table's columns, their headers read in the current language (a switch of language renders it anew). */
const columnsOf = (): ColumnDef<Recipe, unknown>[] => [
  {
    id: 'product',
    header: t('produksi.labels.product'),
    accessorFn: (r) => `${r.product.code} – ${r.product.name}`,
  },
  {
    id: 'lines',
    header: t('produksi.recipeLines'),
    cell: ({ row }) =>
      row.original.lines.length === 0 ? (
        <S.Muted>{t('produksi.recipeEmpty')}</S.Muted>
      ) : (
        <>
          <S.Lines>
            {row.original.lines.map((line) => (
              <li key={line.materialId}>
                {line.name} {formatQuantity(line.qtyPerUnit, line.unit)}
              </li>
            ))}
          </S.Lines>
          {yieldNote(row.original) ? <S.Muted>{yieldNote(row.original)}</S.Muted> : null}
        </>
      ),
  },
  {
    id: 'canMake',
    header: t('produksi.recipeCanMake'),
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) =>
      row.original.canMake === null
        ? '–'
        : `${formatNumber(row.original.canMake)} ${row.original.product.unit}`,
  },
];

/** Every product's recipe (raw material per unit) and what the stock can still make; each recipe editable. */
export function RecipesDialog({
  open,
  onClose,
  editReason,
  store,
}: {
  open: boolean;
  onClose: () => void;
  /** Why a recipe cannot be changed (the right it needs), if it cannot. */
  editReason?: string | undefined;
  store: AppStore;
}) {
  const [query, setQuery] = useState<RecipeQuery>(FIRST_PAGE);
  const [columns] = useState(columnsOf);
  const [editing, setEditing] = useState<Recipe | null>(null);
  // A recipe being changed is not lost to Esc, × or a click outside (issue 37).
  const [recipeTyped, setRecipeTyped] = useState(false);
  const guard = useDiscardGuard({
    dirty: editing !== null && recipeTyped,
    onClose: () => {
      setEditing(null);
      onClose();
    },
  });
  // A page of products searched on the server (at 10,000 products the whole list was read and filtered here).
  const list = useQuery({ ...recipePage(query), enabled: open }, useClient());
  useEffect(() => {
    // Each opening starts on the first page, asked again: the stock may have changed what a recipe can make.
    if (!open) return;
    setQuery(FIRST_PAGE);
    // Asked again now (the dialog shows the latest); a request in flight serves.
    void queryClientOf(store).refetchQueries(
      { queryKey: recipePage(FIRST_PAGE).queryKey, exact: true },
      { cancelRefetch: false },
    );
  }, [open, store]);
  const search = query.search;

  return (
    <Dialog
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) guard.requestClose();
      }}
      size="lg"
      data-testid="produksi-recipes"
    >
      <Dialog.Header closeLabel={tCommon('common.close')}>
        {editing ? t('produksi.recipeEditTitle', { name: editing.product.name }) : t('produksi.recipesTitle')}
      </Dialog.Header>
      {editing ? (
        <RecipeEditor
          recipe={editing}
          store={store}
          onDone={() => setEditing(null)}
          onTyping={setRecipeTyped}
        />
      ) : (
        <>
          <Dialog.Body>
            <S.Muted>{t('produksi.recipesIntro')}</S.Muted>
            <DataTable<Recipe>
              caption={t('produksi.recipesCaption')}
              columns={columns}
              data={list.data?.datas ?? []}
              getRowId={(r) => String(r.productId)}
              virtualize={false}
              page={query.page}
              perPage={query.perPage}
              total={list.data?.total ?? 0}
              onPageChange={({ page }) => setQuery((q) => ({ ...q, page }))}
              onPerPageChange={({ perPage }) => setQuery((q) => ({ ...q, page: 1, perPage }))}
              paginationLabel={t('produksi.recipesCaption')}
              {...answerState(list)}
              error={list.isLoadingError ? t('produksi.recipesFailed') : undefined}
              toolbar={
                <S.Toolbar>
                  <SearchBox
                    id="recipe-search"
                    name="recipe-search"
                    label={t('produksi.searchProducts')}
                    placeholder={tCommon('common.productSearch.placeholder')}
                    value={search}
                    onSearch={(text) => setQuery((q) => ({ ...q, page: 1, search: text.trim() }))}
                  />
                </S.Toolbar>
              }
              empty={
                <EmptyState
                  compact
                  headingLevel="h3"
                  title={search ? tCommon('common.emptySearch', { q: search }) : t('produksi.noProducts')}
                />
              }
              // Without the right to change production the edit stays in view, disabled, saying which right it needs.
              rowActions={(recipe) => (
                <IconButton
                  icon="bx-edit"
                  label={t('produksi.recipeEdit', { name: recipe.product.name })}
                  disabledReason={editReason}
                  onClick={() => setEditing(recipe)}
                />
              )}
            />
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" type="button" onClick={onClose}>
              {tCommon('common.close')}
            </Button>
          </Dialog.Footer>
        </>
      )}
      {guard.question}
    </Dialog>
  );
}

/**
 * One product's recipe: lines (material, amount) for its standard yield, and the loss expected; none removes it. A run
 * of N units takes each line × N ÷ yield ÷ (1 − loss), as the server counts it (`recipeNeed`).
 */
function RecipeEditor({
  recipe,
  store,
  onDone,
  onTyping,
}: {
  recipe: Recipe;
  store: AppStore;
  onDone: () => void;
  /** Whether the recipe differs from the saved one (the dialog asks before closing then). */
  onTyping: (typed: boolean) => void;
}) {
  const formId = `recipe-${useId().replace(/:/g, '')}`;
  const notify = useSetAtom(notifyAtom);
  const form = useForm<RecipeValues>({
    defaultValues: {
      inputs: recipe.lines.map((l) => ({ materialId: String(l.materialId), qty: l.qtyPerUnit })),
      ...yieldOf(recipe),
    },
    mode: 'onTouched',
  });
  // The lines' own form, seen through their values only (MaterialLine is shared with the production form).
  const linesForm = form as unknown as UseFormReturn<MaterialLinesValues>;
  const { control, formState } = form;
  const typed = formState.isDirty;
  useEffect(() => onTyping(typed), [typed, onTyping]);
  useEffect(() => () => onTyping(false), [onTyping]);
  // "Batal" goes back to the list: it asks too when the recipe was changed.
  const back = useDiscardGuard({ dirty: typed, busy: formState.isSubmitting, onClose: onDone });
  const { fields, append, remove } = useFieldArray({ control, name: 'inputs' });
  const inputs = useWatch({ control, name: 'inputs' });
  const per = useWatch({ control, name: 'standardYield' });
  const loss = useWatch({ control, name: 'expectedLossPct' });
  // The recipe's materials come with it; a material picked is found by a search on the server.
  const materials = useLineMaterials(
    (inputs ?? []).map((l) => l.materialId),
    recipe.lines.map((l) => ({ id: l.materialId, name: l.name, unit: l.unit, available: l.available })),
  );
  const chosen = new Set((inputs ?? []).map((l) => l.materialId).filter(Boolean));

  const submit = form.handleSubmit(async (values) => {
    try {
      const lines = values.inputs
        .filter((l) => l.materialId)
        .map((l) => ({ materialId: Number(l.materialId), qtyPerUnit: l.qty ?? 0 }));
      // Sent every time: left out, the contract's defaults (1 unit, no loss) would replace what was set.
      await callOperation(api, 'produksiRecipeSave', {
        body: {
          productId: recipe.productId,
          lines,
          standardYield: values.standardYield ?? 1,
          expectedLossPct: values.expectedLossPct ?? 0,
        },
      });
      void invalidateResource(store, 'produksi');
      notify({
        status: 'success',
        title: tCommon('common.saved'),
        text: lines.length
          ? t('produksi.recipeSaved', { name: recipe.product.name })
          : t('produksi.recipeCleared', { name: recipe.product.name }),
      });
      onDone();
    } catch (error) {
      // The server names lines as `lines.N.…`; the form keeps them as `inputs.N.…`.
      reportFailure(error, {
        setError: (name, e, o) =>
          form.setError(
            String(name)
              .replace(/^lines\.(\d+)\.qtyPerUnit$/, 'inputs.$1.qty')
              .replace(/^lines\./, 'inputs.') as never,
            e,
            o,
          ),
        fields: ['inputs', 'lines', 'standardYield', 'expectedLossPct'],
        toast: (text) => notify({ status: 'error', title: tCommon('common.failed'), text }),
      });
    }
  });

  return (
    <>
      <Dialog.Body>
        <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
          <S.Pair>
            <Controller
              control={control}
              name="standardYield"
              rules={numberRules('standardYield', true)}
              render={({ field, fieldState }) => (
                <QuantityField
                  id="recipe-standardYield"
                  label={t('produksi.labels.standardYield')}
                  required
                  unit={recipe.product.unit}
                  hint={t('produksi.hints.standardYield')}
                  error={fieldState.error?.message}
                  {...controlledProps(field)}
                />
              )}
            />
            <Controller
              control={control}
              name="expectedLossPct"
              rules={numberRules('expectedLossPct', false)}
              render={({ field, fieldState }) => (
                <QuantityField
                  id="recipe-expectedLossPct"
                  label={t('produksi.labels.expectedLossPct')}
                  unit="%"
                  hint={t('produksi.hints.expectedLossPct')}
                  error={fieldState.error?.message}
                  {...controlledProps(field)}
                />
              )}
            />
          </S.Pair>
          <S.Muted data-testid="recipe-scale">
            {t('produksi.recipeScale', {
              unit: recipe.product.unit,
              per: formatNumber(per ?? 1),
              loss: formatNumber(loss ?? 0),
            })}
          </S.Muted>
          <LineItems
            label={t('produksi.recipeLines')}
            hint={t('produksi.recipeEditHint')}
            addLabel={t('produksi.addLine')}
            onAdd={() => append(emptyLine())}
            addDisabledReason={linesFull(fields.length)}
          >
            {fields.map((line, i) => (
              <MaterialLine
                key={line.id}
                form={linesForm}
                index={i}
                value={inputs?.[i]}
                idPrefix="recipe"
                known={materials.known}
                onChosen={(x) => materials.remember([x])}
                chosen={chosen}
                qtyLabel={t('produksi.recipePerUnit', {
                  per: formatNumber(per ?? 1),
                  unit: recipe.product.unit,
                })}
                remove={remove}
              />
            ))}
          </LineItems>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={back.requestClose} disabled={formState.isSubmitting}>
          {tCommon('common.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={formState.isSubmitting} icon="bx-save">
          {tCommon('common.save')}
        </Button>
      </Dialog.Footer>
      {back.question}
    </>
  );
}
