import { t as tRoot } from '../../lib/rootMessages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert, Button, CenteredPanel, Icon, PasswordField, TextField } from '@pawon/ui';
import { api } from '../../lib/client';
import { unwrap } from '../../lib/apiResult';
import { formFailure } from '../../lib/formErrors';
import { confirmPasswordRules, personFieldProps } from '../../lib/fields';

import { t } from './messages';
import * as S from './auth.styles';

interface Values {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirm: string;
}

export default function RegisterScreen() {
  const form = useForm<Values>({
    defaultValues: { name: '', email: '', phone: '', password: '', confirm: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [alert, setAlert] = useState<string | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const email = values.email.trim();
      // The server answers the same whether or not the email was already registered (no account enumeration).
      await unwrap(
        api.POST('/api/register', {
          body: {
            name: values.name.trim(),
            email,
            phone: values.phone.trim() || null,
            password: values.password,
          },
        }),
      );
      setRegistered(email);
    } catch (error) {
      setAlert(formFailure(error, form.setError, ['name', 'email', 'phone', 'password']));
    }
  });

  return (
    <CenteredPanel
      brand={
        <>
          <Icon name="bxs-bowl-hot" size="2rem" />
          <span>{tRoot('root.appName')}</span>
        </>
      }
    >
      {registered ? (
        <>
          <S.Heading>
            <h1>{t('auth.registeredTitle')}</h1>
          </S.Heading>
          <Alert tone="success">{t('auth.registeredText', { email: registered })}</Alert>
          <S.Footer>
            <Link to="/login">{t('auth.backToLogin')}</Link>
          </S.Footer>
        </>
      ) : (
        <>
          <S.Heading>
            <h1>{t('auth.registerTitle')}</h1>
            <p>{t('auth.registerSubtitle')}</p>
          </S.Heading>
          <S.Form noValidate onSubmit={(event) => void submit(event)}>
            {alert ? <Alert>{alert}</Alert> : null}
            <TextField id="register-name" label={t('auth.name')} {...personFieldProps(form, 'name')} />
            <TextField id="register-email" label={t('auth.email')} {...personFieldProps(form, 'email')} />
            <TextField id="register-phone" label={t('auth.phone')} {...personFieldProps(form, 'phone')} />
            <PasswordField
              id="register-password"
              label={t('auth.newPassword')}
              {...personFieldProps(form, 'password')}
            />
            <PasswordField
              id="register-confirm"
              label={t('auth.confirmPassword')}
              autoComplete="new-password"
              required
              error={errors.confirm?.message}
              {...form.register('confirm', confirmPasswordRules<Values>('password'))}
            />
            <Button type="submit" fullWidth loading={isSubmitting} icon="bx-user-plus">
              {t('auth.registerSubmit')}
            </Button>
          </S.Form>
          <S.Footer>
            {t('auth.haveAccount')} <Link to="/login">{t('auth.loginLink')}</Link>
          </S.Footer>
        </>
      )}
    </CenteredPanel>
  );
}
