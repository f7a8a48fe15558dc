import { t as tRoot } from '../../lib/rootMessages';
import { useSetAtom } from 'jotai';
import { useForm } from 'react-hook-form';
import { Button, FormLayout, PasswordField } from '@pawon/ui';
import { confirmPasswordRules, personFieldProps } from '../../lib/fields';
import { reportFailure } from '../../lib/formErrors';
import { notifyAtom } from '../../lib/feedback';
import { t as tCommon } from '../../lib/messages';
import { profileApi } from './api';
import { t } from './messages';
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
      notify({ status: 'success', title: tCommon('common.saved'), text: t('profile.passwordChanged') });
    } catch (error) {
      reportFailure(error, {
        setError: form.setError,
        fields: ['currentPassword', 'newPassword'],
        toast: (text) => notify({ status: 'error', title: tCommon('common.failed'), text }),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="profile-security-title">
      <S.SectionTitle id="profile-security-title">{t('profile.securityTitle')}</S.SectionTitle>
      <FormLayout>
        <PasswordField
          id="profile-current-password"
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword', { required: tRoot('root.required') })}
        />
        <PasswordField
          id="profile-new-password"
          label={t('profile.newPassword')}
          {...personFieldProps(form, 'password', {
            name: 'newPassword',
            hint: t('profile.newPasswordHint'),
            extra: {
              validate: (value, values) => value !== values.currentPassword || t('profile.samePassword'),
            },
          })}
        />
        <PasswordField
          id="profile-confirm-password"
          label={t('profile.confirmPassword')}
          autoComplete="new-password"
          required
          error={errors.confirm?.message}
          {...form.register('confirm', confirmPasswordRules<Values>('newPassword'))}
        />
        <FormLayout.Actions>
          <Button type="submit" loading={isSubmitting} icon="bx-lock-alt">
            {t('profile.changePassword')}
          </Button>
        </FormLayout.Actions>
      </FormLayout>
    </form>
  );
}
