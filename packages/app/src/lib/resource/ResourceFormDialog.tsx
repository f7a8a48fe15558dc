import { ApiError } from '@pawon/api-client';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { Button, Dialog, FormLayout } from '@pawon/ui';
import { errorMessage, formFailure } from '../errors';
import { notifyAtom } from '../feedback';
import type { Identified } from '../listAtoms';
import { messages } from '../messages';
import { FieldRenderer } from './FieldRenderer';
import type { ResourceDescriptor } from './types';
import * as S from './resource.styles';

export interface ResourceFormDialogProps<T extends Identified, V extends FieldValues> {
  resource: ResourceDescriptor<T, V>;
  /** The record to edit; `null` to create one. */
  record: T | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The add/edit dialog of any resource: fields from the descriptor (or its own FormBody), client rules, the
 * server's field errors on their fields, a toast for every write, the list updated by the spec's rules.
 */
export function ResourceFormDialog<T extends Identified, V extends FieldValues>({
  resource,
  record,
  open,
  onClose,
}: ResourceFormDialogProps<T, V>) {
  const formId = `${resource.key}-form-${useId().replace(/:/g, '')}`;
  const initial = useMemo(() => resource.toFormValues(record), [resource, record]);
  const form = useForm<V>({ defaultValues: initial as DefaultValues<V>, mode: 'onTouched' });
  const [banner, setBanner] = useState<string | null>(null);
  const added = useSetAtom(resource.list.addedAtom);
  const updated = useSetAtom(resource.list.updatedAtom);
  const reload = useSetAtom(resource.list.reloadAtom);
  const notify = useSetAtom(notifyAtom);
  const editing = record !== null;
  const fieldNames = useMemo(() => Object.keys(resource.toFormValues(null)), [resource]);

  useEffect(() => {
    if (open) {
      form.reset(initial);
      setBanner(null);
    }
  }, [open, initial, form]);

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      if (editing) {
        if (!resource.update) return;
        const saved = await resource.update(record, values);
        updated(saved);
        notify({
          status: 'success',
          title: messages.saved,
          text: resource.messages.updated(resource.describe(saved)),
        });
      } else {
        if (!resource.create) return;
        const saved = await resource.create(values);
        added(saved);
        notify({
          status: 'success',
          title: messages.saved,
          text: resource.messages.created(resource.describe(saved)),
        });
      }
      onClose();
      if (resource.reloadAfterSave) void reload();
    } catch (error) {
      setBanner(formFailure(error, form.setError, fieldNames, resource.renameErrors) ?? messages.fixFields);
      notify({ status: 'error', title: messages.failed, text: errorMessage(error) });
      // Someone else changed it meanwhile: fetch the current version for the next attempt.
      if (error instanceof ApiError && error.status === 409 && editing) void reload();
    }
  });

  const visibleFields = resource.fields.filter(
    (field) => !field.when || field.when === 'always' || field.when === (editing ? 'edit' : 'create'),
  );
  const FormBody = resource.FormBody;

  return (
    <Dialog
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next && !form.formState.isSubmitting) onClose();
      }}
      size={resource.formSize ?? 'md'}
      data-testid={`${resource.key}-dialog`}
    >
      <Dialog.Header closeLabel={messages.close}>
        {editing ? resource.messages.editTitle : resource.messages.addTitle}
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
          {banner ? <S.FormBanner role="alert">{banner}</S.FormBanner> : null}
          {FormBody ? (
            <FormBody form={form} record={record} />
          ) : (
            <FormLayout orientation="vertical">
              {visibleFields.map((field) => (
                <FieldRenderer key={field.name} field={field} form={form} idPrefix={resource.key} />
              ))}
            </FormLayout>
          )}
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onClose} disabled={form.formState.isSubmitting}>
          {messages.cancel}
        </Button>
        <Button type="submit" form={formId} loading={form.formState.isSubmitting} icon="bx-save">
          {messages.save}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
