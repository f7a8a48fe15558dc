import { useSetAtom } from 'jotai';
import { useForm } from 'react-hook-form';
import { Button, FormLayout, PasswordField } from '@pawon/ui';
import { confirmPasswordRules, personFieldProps } from '../../lib/fields';
import { reportFailure } from '../../lib/formErrors';
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
  const form = useForm<Values>({
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await profileApi.changePassword(values.currentPassword, values.newPassword);
      form.reset();
      notify({ status: 'success', title: messages.saved, text: m.passwordChanged });
    } catch (error) {
      reportFailure(error, {
        setError: form.setError,
        fields: ['currentPassword', 'newPassword'],
        toast: (text) => notify({ status: 'error', title: messages.failed, text }),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="profile-security-title">
      <S.SectionTitle id="profile-security-title">{m.securityTitle}</S.SectionTitle>
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
          {...personFieldProps(form, 'password', {
            name: 'newPassword',
            hint: m.newPasswordHint,
            extra: { validate: (value, values) => value !== values.currentPassword || m.samePassword },
          })}
        />
        <PasswordField
          id="profile-confirm-password"
          label={m.confirmPassword}
          autoComplete="new-password"
          required
          error={errors.confirm?.message}
          {...form.register('confirm', confirmPasswordRules<Values>('newPassword'))}
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
