import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Dialog, FormLayout, IconButton, PasswordField } from '@pawon/ui';
import { reportFailure } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { messages } from '../../lib/messages';
import { useActionContext } from '../../lib/rights';
import { userActionState } from './rules';
import { userApi, type User } from './api';
import { userMessages as m } from './messages';

interface Values {
  newPassword: string;
  confirm: string;
}

/** Row action: sets a new password for another user (their sessions end on the server). */
export function ResetPasswordButton({
  user,
  rightReason,
}: {
  user: User;
  /** Why the signed-in user may not reset passwords (the right it needs), if they may not. */
  rightReason?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const formId = `reset-${useId().replace(/:/g, '')}`;
  const notify = useSetAtom(notifyAtom);
  const state = userActionState(user, 'reset', useActionContext());
  const form = useForm<Values>({ defaultValues: { newPassword: '', confirm: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    setOpen(false);
    form.reset();
  };
  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await userApi.resetPassword(user.id, newPassword);
      notify({ status: 'success', title: messages.saved, text: m.reset.done(user.name) });
      close();
    } catch (error) {
      reportFailure(error, {
        setError: form.setError,
        fields: ['newPassword'],
        toast: (text) => notify({ status: 'error', title: messages.failed, text }),
      });
    }
  });

  return (
    <>
      <IconButton
        icon="bx-key"
        label={m.reset.action(user.name)}
        disabledReason={rightReason ?? (state.disabled ? state.reason : undefined)}
        onClick={() => setOpen(true)}
      />
      {open ? (
        <Dialog open onOpenChange={({ open: next }) => !next && !isSubmitting && close()} size="sm">
          <Dialog.Header description={m.reset.description(user.name)} closeLabel={messages.close}>
            {m.reset.title}
          </Dialog.Header>
          <Dialog.Body>
            <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
              <FormLayout orientation="vertical">
                <PasswordField
                  id={`${formId}-new`}
                  label={m.reset.newPassword}
                  autoComplete="new-password"
                  required
                  error={errors.newPassword?.message}
                  {...form.register('newPassword', {
                    required: messages.required,
                    minLength: { value: 10, message: messages.minLength(10) },
                    maxLength: { value: 200, message: messages.maxLength(200) },
                  })}
                />
                <PasswordField
                  id={`${formId}-confirm`}
                  label={m.reset.confirm}
                  autoComplete="new-password"
                  required
                  error={errors.confirm?.message}
                  {...form.register('confirm', {
                    required: messages.required,
                    validate: (value, values) => value === values.newPassword || m.reset.mismatch,
                  })}
                />
              </FormLayout>
            </form>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" type="button" onClick={close} disabled={isSubmitting}>
              {messages.cancel}
            </Button>
            <Button type="submit" form={formId} loading={isSubmitting} icon="bx-key">
              {m.reset.submit}
            </Button>
          </Dialog.Footer>
        </Dialog>
      ) : null}
    </>
  );
}
