import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormLayout, PasswordField } from '@pawon/ui';
import { errorMessage, formFailure } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { messages } from '../../lib/messages';
import { profileApi } from './api';
import { profileMessages as m } from './messages';
import * as S from './profile.styles';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** Security tab: current password, new password, confirmation. */
export function SecurityForm() {
  const notify = useSetAtom(notifyAtom);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await profileApi.changePassword(values.currentPassword, values.newPassword);
      form.reset();
      notify({ status: 'success', title: messages.saved, text: m.passwordChanged });
    } catch (error) {
      setBanner(formFailure(error, form.setError, ['currentPassword', 'newPassword']));
      notify({ status: 'error', title: messages.failed, text: errorMessage(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="profile-security-title">
      <S.SectionTitle id="profile-security-title">{m.securityTitle}</S.SectionTitle>
      {banner ? <S.Banner role="alert">{banner}</S.Banner> : null}
      <FormLayout>
        <PasswordField
          id="profile-current-password"
          label={m.currentPassword}
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword', { required: messages.required })}
        />
        <PasswordField
          id="profile-new-password"
          label={m.newPassword}
          hint={m.newPasswordHint}
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...form.register('newPassword', {
            required: messages.required,
            minLength: { value: 10, message: messages.minLength(10) },
            maxLength: { value: 200, message: messages.maxLength(200) },
            validate: (value, values) => value !== values.currentPassword || m.samePassword,
          })}
        />
        <PasswordField
          id="profile-confirm-password"
          label={m.confirmPassword}
          autoComplete="new-password"
          required
          error={errors.confirm?.message}
          {...form.register('confirm', {
            required: messages.required,
            validate: (value, values) => value === values.newPassword || m.mismatch,
          })}
        />
        <FormLayout.Actions>
          <Button type="submit" loading={isSubmitting} icon="bx-lock-alt">
            {m.changePassword}
          </Button>
        </FormLayout.Actions>
      </FormLayout>
    </form>
  );
}
