import { ApiError, type VersionConflict } from '@pawon/api-client';
import { useSetAtom, useStore } from 'jotai';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { Alert, Button, ConfirmDialog, Dialog, FormLayout, Skeleton } from '@pawon/ui';
import { errorMessage } from '../errors';
import { reportFailure } from '../formErrors';
import { notifyAtom } from '../feedback';
import { isQueuedOffline } from '../offline/queued';
import { formatDateTime } from '../format';
import type { Identified } from '../listQuery';
import { written } from '../query/lists';
import { t } from '../messages';
import { useActionContext } from '../rights';
import { useDiscardGuard } from './discardGuard';
import { t as tForms } from './formMessages';
import { FieldRenderer } from './FieldRenderer';
import * as S from './resource.styles';
import { useOwnedBy } from './owned';
import { UploadRefused } from './uploadRefused';
import { refreshOwnAccess } from './ownAccess';
import type { ResourceDescriptor, ResourcePeriod, SaveConfirmation } from './types';
import { useFormDraft } from './useFormDraft';
import { differences, reapply, VersionConflictNotice, type Difference } from './VersionConflict';

export interface ResourceFormDialogProps<T extends Identified, V extends FieldValues> {
  resource: ResourceDescriptor<T, V>;
  /** The record to edit; `null` to create one. */
  record: T | null;
  open: boolean;
  onClose: () => void;
  /** After a save, with the record the server answered (a picker chooses the customer just added). */
  onSaved?: (record: T) => void;
  /**
   * A refused offline write to correct (decision 039): the form opens as a new record with its body, says why the
   * server refused it, and the save is a new write that takes the refused one out of the queue once sent or queued.
   */
  correcting?: { key: string; body: unknown; reason?: string } | undefined;
}

/** A form's first field that takes input. */
const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The values a form opens with: the record's, or a refused write's body to correct. */
/** The record of a version conflict is the one being edited (the server's copy of it, read as the resource's). */
const isSameRecord = <T extends Identified>(theirs: object, opened: T): theirs is T =>
  'id' in theirs && theirs.id === opened.id;

function initialValues<T extends Identified, V extends FieldValues>(
  resource: ResourceDescriptor<T, V>,
  record: T | null,
  correcting: ResourceFormDialogProps<T, V>['correcting'],
): V {
  if (!correcting) return resource.toFormValues(record);
  if (resource.fromBody) return resource.fromBody(correcting.body);
  const empty = resource.toFormValues(null);
  const body = (correcting.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(empty).map(([name, value]) => [name, body[name] ?? value])) as V;
}

/**
 * The add/edit dialog of any resource: fields from the descriptor (or its own FormBody), client rules, the
 * server's field errors on their fields (or one toast when no field is named), a toast for every write, the
 * list updated by the spec's rules. A save that takes rights away from the signed-in user asks first, and
 * refreshes their menus at once.
 */
export function ResourceFormDialog<T extends Identified, V extends FieldValues>({
  resource,
  record,
  open,
  onClose,
  onSaved,
  correcting,
}: ResourceFormDialogProps<T, V>) {
  const formId = `${resource.key}-form-${useId().replace(/:/g, '')}`;
  const initial = useMemo(() => initialValues(resource, record, correcting), [resource, record, correcting]);
  const form = useForm<V>({ defaultValues: initial as DefaultValues<V>, mode: 'onTouched' });
  const store = useStore();
  const context = useActionContext();
  const [confirming, setConfirming] = useState<{ values: V; ask: SaveConfirmation } | null>(null);
  // A save confirmed in the second dialog runs outside react-hook-form's submit.
  const [saving, setSaving] = useState(false);
  const notify = useSetAtom(notifyAtom);
  // A new record saved whose file its upload refused: the form goes on editing it (a second save updates it).
  const [savedAs, setSavedAs] = useState<T | null>(null);
  const editing = record !== null || savedAs !== null;
  const fieldNames = useMemo(() => Object.keys(resource.toFormValues(null)), [resource]);
  // The version being edited: the record opened, or the newer one someone else saved meanwhile.
  const base = useRef<T | null>(record);
  const [clash, setClash] = useState<{
    conflict: VersionConflict;
    theirs: T;
    diffs: Difference[];
    /** What was typed, re-applied on their version. */
    merged: V;
  } | null>(null);
  // The newer version the user took or saved over after a conflict: a form of its own shows it (names, prices).
  const [resolved, setResolved] = useState<T | null>(null);
  // The last failed save, while the form body shows it itself (`showsFailure`).
  const [bodyFailure, setBodyFailure] = useState<unknown>(null);

  useEffect(() => {
    if (open) {
      form.reset(initial);
      setConfirming(null);
      base.current = record;
      setClash(null);
      setResolved(null);
      setBodyFailure(null);
      setSavedAs(null);
    }
  }, [open, initial, form, record]);

  // A new record of a resource that keeps drafts (the new order, issue 37) survives a reload on this device.
  const draft = useFormDraft(form, {
    name: resource.key,
    open,
    enabled: Boolean(resource.keepsDraft) && !editing && !correcting,
    initial,
  });

  // The restored body is new: focus goes to its first field, as on opening.
  useEffect(() => {
    if (draft.restoredFrom === null) return;
    document.getElementById(formId)?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [draft.restoredFrom, formId]);

  // A field owned by a menu the user lacks (decision 014) is neither shown nor sent: the server refuses it from
  // them, and an update without it keeps the stored value.
  const owns = useOwnedBy();
  const unowned = new Set<string>(
    resource.fields.filter((field) => !owns(field.ownedBy)).map((field) => field.name),
  );
  const visibleFields = resource.fields.filter(
    (field) =>
      owns(field.ownedBy) &&
      (!field.when || field.when === 'always' || field.when === (editing ? 'edit' : 'create')),
  );

  const save = async (typed: V) => {
    const values = unowned.size
      ? (Object.fromEntries(Object.entries(typed).filter(([name]) => !unowned.has(name))) as V)
      : typed;
    setSaving(true);
    setBodyFailure(null);
    try {
      let saved: T;
      const current = base.current ?? record;
      if (editing && current) {
        if (!resource.update) return;
        saved = await resource.update(current, values);
        notify({
          status: 'success',
          title: t('common.saved'),
          text: resource.messages.updated(resource.describe(saved)),
        });
      } else {
        if (!resource.create) return;
        saved = await resource.create(values, correcting ? { replaces: correcting.key } : undefined);
        notify({
          status: 'success',
          title: t('common.saved'),
          text: resource.messages.created(resource.describe(saved)),
        });
      }
      // A list whose order the server decides, or one filtered or searched (the saved row may have left it):
      // the server's page. A period the saved record's date lies in keeps it (a new order today in this month's
      // list): the list rules show it at once.
      void written(store, resource.list, editing ? { updated: saved } : { added: saved }, {
        reload: (shown) =>
          Boolean(resource.reloadAfterSave || shown.search) ||
          Object.entries(shown.filters).some(
            ([name, v]) => v !== undefined && !inPeriod(resource.period, name, shown.filters, saved),
          ),
      });
      draft.saved();
      onSaved?.(saved);
      onClose();
      if (resource.affectsSession?.(record, context)) void refreshOwnAccess(store);
    } catch (error) {
      // The record is saved, its new file refused (not a certificate, too large…): said on the file's field, with
      // that the rest is saved; the form now edits the saved record, so another file goes with an update.
      if (error instanceof UploadRefused) {
        const saved = error.saved as T;
        base.current = saved;
        setSavedAs(saved);
        void written(store, resource.list, editing ? { updated: saved } : { added: saved });
        const field = error.field as Path<V>;
        form.setValue(field, null as PathValue<V, Path<V>>);
        form.setError(
          field,
          {
            type: 'server',
            message: tForms('forms.upload.refused', {
              name: resource.describe(saved),
              reason: errorMessage(error.reason),
            }),
          },
          { shouldFocus: true },
        );
        return;
      }
      // No connection: the write waits in the offline queue (decision 039) and is sent with its key later.
      if (isQueuedOffline(error)) {
        notify({ status: 'info', title: error.title, text: error.message });
        draft.saved();
        onClose();
        return;
      }
      // Someone else saved it meanwhile: show who, when and what differs; what was typed stays in the form.
      const openedRecord = base.current ?? record;
      const theirs = error instanceof ApiError && error.status === 409 ? error.conflict?.record : undefined;
      if (
        error instanceof ApiError &&
        error.conflict &&
        openedRecord &&
        theirs &&
        isSameRecord(theirs, openedRecord)
      ) {
        const theirValues = resource.toFormValues(theirs) as V;
        const opened = resource.toFormValues(openedRecord) as V;
        void written(store, resource.list, { updated: theirs });
        setClash({
          conflict: error.conflict,
          theirs,
          diffs: resource.conflict
            ? resource.conflict.differences({
                theirs,
                opened: openedRecord,
                theirValues,
                yours: typed,
                openedValues: opened,
                store,
              })
            : differences(visibleFields, theirValues, typed, store, opened),
          merged: (resource.conflict?.reapply ?? reapply)(opened, theirValues, typed),
        });
        return;
      }
      // A refusal the form body explains itself (with a way past it): shown there, not toasted.
      if (resource.showsFailure?.(error)) {
        setBodyFailure(error);
        return;
      }
      reportFailure(error, {
        setError: form.setError,
        fields: fieldNames,
        rename: resource.renameErrors,
        toast: (text) => notify({ status: 'error', title: t('common.failed'), text }),
      });
      // Someone else changed it meanwhile: fetch the current version for the next attempt.
      if (error instanceof ApiError && error.status === 409 && editing)
        void written(store, resource.list, null, { reload: true });
    } finally {
      setSaving(false);
    }
  };
  const busy = form.formState.isSubmitting || saving;
  // Esc, ×, a click outside and "Batal" ask first when something was typed (issue 37); a save closes at once.
  const guard = useDiscardGuard({ dirty: form.formState.isDirty, busy, onClose, onDiscard: draft.discard });

  const submit = form.handleSubmit(async (values) => {
    const ask = resource.confirmSave?.(record, values, context) ?? null;
    if (ask) setConfirming({ values, ask });
    else await save(values);
  });

  const FormBody = resource.FormBody;

  return (
    <Dialog
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) guard.requestClose();
      }}
      size={resource.formSize ?? 'md'}
      data-testid={`${resource.key}-dialog`}
    >
      <Dialog.Header closeLabel={t('common.close')}>
        {editing ? resource.messages.editTitle : resource.messages.addTitle}
      </Dialog.Header>
      <Dialog.Body>
        {correcting?.reason ? <Alert tone="error">{correcting.reason}</Alert> : null}
        {draft.restoredFrom !== null ? (
          <S.FormNote>
            {' '}
            <Alert tone="info" data-testid="draft-restored">
              <strong>{tForms('forms.draft.restored')}</strong>
              {` (${formatDateTime(draft.restoredFrom)}). ${tForms('forms.draft.restoredText')} `}
              <Button
                variant="text"
                size="sm"
                icon="bx-trash"
                onClick={() => {
                  draft.discard();
                  form.reset(initial);
                  notify({ status: 'info', title: tForms('forms.draft.discarded') });
                  // The button goes with the note: focus moves to the form's first field.
                  document.getElementById(formId)?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
                }}
              >
                {tForms('forms.draft.discard')}
              </Button>
            </Alert>
          </S.FormNote>
        ) : null}
        {clash ? (
          <VersionConflictNotice
            conflict={clash.conflict}
            diffs={clash.diffs}
            busy={busy}
            onKeepMine={() => {
              // Re-apply what was typed on the version that is now current (checked and confirmed as any save):
              // the fields the user changed take what was typed, the others keep the other user's values.
              base.current = clash.theirs;
              setResolved(clash.theirs);
              form.reset(clash.merged, { keepDefaultValues: true });
              setClash(null);
              void submit();
            }}
            onTakeTheirs={() => {
              base.current = clash.theirs;
              setResolved(clash.theirs);
              form.reset(resource.toFormValues(clash.theirs));
              setClash(null);
            }}
          />
        ) : null}
        <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
          {FormBody ? (
            // A form body may be its own chunk (lazyFormBody): the dialog stays while it loads.
            <Suspense fallback={<Skeleton variant="text" lines={4} />}>
              <FormBody
                // A restored draft mounts the body anew: it starts from the draft (the order's picked names).
                key={draft.restoredFrom ?? 'opened'}
                form={form}
                record={resolved ?? record}
                failure={bodyFailure ?? undefined}
              />
            </Suspense>
          ) : (
            <FormLayout orientation="vertical">
              {visibleFields.map((field) => (
                <FieldRenderer
                  key={field.name}
                  field={field}
                  form={form}
                  record={savedAs ?? record}
                  idPrefix={resource.key}
                  lockedReason={field.lockedFor?.(savedAs ?? record, context)}
                />
              ))}
            </FormLayout>
          )}
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={guard.requestClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={busy} icon="bx-save">
          {t('common.save')}
        </Button>
      </Dialog.Footer>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={({ open: next }) => {
          if (!next) setConfirming(null);
        }}
        title={confirming?.ask.title}
        message={confirming?.ask.text}
        confirmLabel={confirming?.ask.confirmLabel}
        cancelLabel={t('common.cancel')}
        tone="danger"
        icon="bx-shield-x"
        onConfirm={() => {
          const values = confirming?.values;
          setConfirming(null);
          if (values) void save(values);
        }}
      />
      {guard.question}
    </Dialog>
  );
}

/**
 * The add/edit dialog of a list screen: `edit(record)` opens it on a record, `edit(null)` on a new one; render
 * `dialog` once. The record stays while the dialog closes, so its title does not flip during the exit animation.
 */
export function useResourceFormDialog<T extends Identified, V extends FieldValues>(
  resource: ResourceDescriptor<T, V>,
): { edit: (record: T | null) => void; dialog: ReactNode } {
  const [editing, setEditing] = useState<{ open: boolean; record: T | null }>({ open: false, record: null });
  return {
    edit: (record) => setEditing({ open: true, record }),
    dialog: (
      <ResourceFormDialog
        resource={resource}
        record={editing.record}
        open={editing.open}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
    ),
  };
}

/** Whether `name` is a bound of the list's period and the saved record's date lies within the period. */
function inPeriod(
  period: ResourcePeriod | undefined,
  name: string,
  filters: Readonly<Record<string, unknown>> | undefined,
  saved: unknown,
): boolean {
  if (!period?.dateOf) return false;
  const [from, to] = [period.from ?? 'dateFrom', period.to ?? 'dateTo'];
  if (name !== from && name !== to) return false;
  const date = period.dateOf(saved);
  const [first, last] = [filters?.[from], filters?.[to]];
  return (
    date !== null &&
    (typeof first !== 'string' || date >= first) &&
    (typeof last !== 'string' || date <= last)
  );
}
