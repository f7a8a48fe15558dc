import { t as tRoot } from '../../lib/rootMessages';
import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Dialog, FormLayout, PasswordField } from '@pawon/ui';
import { reportFailure } from '../../lib/formErrors';
import { notifyAtom } from '../../lib/feedback';
import { t as tCommon } from '../../lib/messages';
import { useDiscardGuard } from '../../lib/resource/discardGuard';
import { userApi, type User } from './api';
import { t } from './messages';

interface Values {
  newPassword: string;
  confirm: string;
}

/** The reset dialog: a new password, twice (its own chunk, with react-hook-form: see ResetPasswordButton). */
export function ResetPasswordDialog({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: User;
  onClose: () => void;
}) {
  const formId = `reset-${useId().replace(/:/g, '')}`;
  const notify = useSetAtom(notifyAtom);
  const form = useForm<Values>({ defaultValues: { newPassword: '', confirm: '' }, mode: 'onTouched' });
  const { errors, isSubmitting, isDirty } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };
  const guard = useDiscardGuard({ dirty: isDirty, busy: isSubmitting, onClose: close });
  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await userApi.resetPassword(user.id, newPassword);
      notify({
        status: 'success',
        title: tCommon('common.saved'),
        text: t('users.reset.done', { name: user.name }),
      });
      close();
    } catch (error) {
      reportFailure(error, {
        setError: form.setError,
        fields: ['newPassword'],
        toast: (text) => notify({ status: 'error', title: tCommon('common.failed'), text }),
      });
    }
  });

  if (!open) return null;
  return (
    <Dialog open onOpenChange={({ open: next }) => !next && guard.requestClose()} size="sm">
      <Dialog.Header
        description={t('users.reset.description', { name: user.name })}
        closeLabel={tCommon('common.close')}
      >
        {t('users.reset.title')}
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <FormLayout orientation="vertical">
            <PasswordField
              id={`${formId}-new`}
              label={t('users.reset.newPassword')}
              autoComplete="new-password"
              required
              error={errors.newPassword?.message}
              {...form.register('newPassword', {
                required: tRoot('root.required'),
                minLength: { value: 10, message: tCommon('common.minLength', { n: 10 }) },
                maxLength: { value: 200, message: tCommon('common.maxLength', { n: 200 }) },
              })}
            />
            <PasswordField
              id={`${formId}-confirm`}
              label={t('users.reset.confirm')}
              autoComplete="new-password"
              required
              error={errors.confirm?.message}
              {...form.register('confirm', {
                required: tRoot('root.required'),
                validate: (value, values) => value === values.newPassword || t('users.reset.mismatch'),
              })}
            />
          </FormLayout>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={guard.requestClose} disabled={isSubmitting}>
          {tCommon('common.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={isSubmitting} icon="bx-key">
          {t('users.reset.submit')}
        </Button>
      </Dialog.Footer>
      {guard.question}
    </Dialog>
  );
}
