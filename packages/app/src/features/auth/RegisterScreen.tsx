import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button, Icon, PasswordField, TextField } from '@pawon/ui';
import { api } from '../../lib/client';
import { unwrap } from '../../lib/apiResult';
import { formFailure } from '../../lib/errors';
import { messages } from '../../lib/messages';
import * as L from '../../app/layouts/BlankLayout.styles';
import { authMessages as m } from './messages';
import * as S from './auth.styles';

interface Values {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirm: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(\+?[0-9][0-9 -]{5,18})?$/;

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
      const { datas } = await unwrap(
        api.POST('/api/register', {
          body: {
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim() || null,
            password: values.password,
          },
        }),
      );
      setRegistered(datas.email);
    } catch (error) {
      setAlert(formFailure(error, form.setError, ['name', 'email', 'phone', 'password']));
    }
  });

  return (
    <L.Page>
      <L.Panel>
        <L.Brand>
          <Icon name="bxs-bowl-hot" size="2rem" />
          <span>{messages.appName}</span>
        </L.Brand>
        {registered ? (
          <>
            <S.Heading>
              <h1>{m.registeredTitle}</h1>
            </S.Heading>
            <S.Alert data-tone="success" role="status">
              {m.registeredText(registered)}
            </S.Alert>
            <S.Footer>
              <Link to="/login">{m.backToLogin}</Link>
            </S.Footer>
          </>
        ) : (
          <>
            <S.Heading>
              <h1>{m.registerTitle}</h1>
              <p>{m.registerSubtitle}</p>
            </S.Heading>
            <S.Form noValidate onSubmit={(event) => void submit(event)}>
              {alert ? <S.Alert role="alert">{alert}</S.Alert> : null}
              <TextField
                id="register-name"
                label={m.name}
                autoComplete="name"
                required
                maxLength={100}
                error={errors.name?.message}
                {...form.register('name', {
                  required: messages.required,
                  minLength: { value: 2, message: messages.minLength(2) },
                })}
              />
              <TextField
                id="register-email"
                type="email"
                label={m.email}
                autoComplete="email"
                required
                maxLength={200}
                error={errors.email?.message}
                {...form.register('email', {
                  required: messages.required,
                  pattern: { value: EMAIL, message: messages.invalidEmail },
                })}
              />
              <TextField
                id="register-phone"
                type="tel"
                label={m.phone}
                hint={m.phoneHint}
                autoComplete="tel"
                maxLength={20}
                error={errors.phone?.message}
                {...form.register('phone', { pattern: { value: PHONE, message: messages.invalidPhone } })}
              />
              <PasswordField
                id="register-password"
                label={m.newPassword}
                hint={m.newPasswordHint}
                autoComplete="new-password"
                required
                error={errors.password?.message}
                {...form.register('password', {
                  required: messages.required,
                  minLength: { value: 10, message: messages.minLength(10) },
                  maxLength: { value: 200, message: messages.maxLength(200) },
                })}
              />
              <PasswordField
                id="register-confirm"
                label={m.confirmPassword}
                autoComplete="new-password"
                required
                error={errors.confirm?.message}
                {...form.register('confirm', {
                  required: messages.required,
                  validate: (value, values) => value === values.password || m.mismatch,
                })}
              />
              <Button type="submit" fullWidth loading={isSubmitting} icon="bx-user-plus">
                {m.registerSubmit}
              </Button>
            </S.Form>
            <S.Footer>
              {m.haveAccount} <Link to="/login">{m.loginLink}</Link>
            </S.Footer>
          </>
        )}
      </L.Panel>
    </L.Page>
  );
}
