import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Icon, PasswordField, TextField } from '@pawon/ui';
import { api } from '../../lib/client';
import { unwrap } from '../../lib/apiResult';
import { formFailure, retryAfterSeconds } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { collectUrls, homePath } from '../../lib/menus';
import { messages } from '../../lib/messages';
import { storeSession } from '../../lib/session';
import { appStore } from '../../lib/store';
import * as L from '../../app/layouts/BlankLayout.styles';
import { authMessages as m } from './messages';
import * as S from './auth.styles';

interface Values {
  login: string;
  password: string;
}

/** Counts down the seconds of a 429's Retry-After. */
function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const handle = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(handle);
  }, [seconds]);
  return [seconds, setSeconds] as const;
}

export default function LoginScreen() {
  const navigate = useNavigate();
  const notify = useSetAtom(notifyAtom);
  const form = useForm<Values>({ defaultValues: { login: '', password: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const [alert, setAlert] = useState<string | null>(null);
  const [wait, setWait] = useCountdown();

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const data = await unwrap(api.POST('/api/login', { body: { login: values.login.trim(), password: values.password } }));
      storeSession(appStore, data);
      notify({ status: 'success', title: m.signedIn(data.datas.name) });
      await navigate(homePath(collectUrls(data.menus)), { replace: true });
    } catch (error) {
      const retry = retryAfterSeconds(error);
      if (retry !== undefined) {
        setWait(retry);
        setAlert(null);
        return;
      }
      setAlert(formFailure(error, form.setError, ['login', 'password']));
      form.setFocus('password');
    }
  });

  const tooMany = wait > 0;

  return (
    <L.Page>
      <L.Panel>
        <L.Brand>
          <Icon name="bxs-bowl-hot" size="2rem" />
          <span>{messages.appName}</span>
        </L.Brand>
        <S.Heading>
          <h1>{m.loginTitle}</h1>
          <p>{m.loginSubtitle}</p>
        </S.Heading>
        <S.Form noValidate onSubmit={(event) => void submit(event)} aria-describedby={alert || tooMany ? 'login-alert' : undefined}>
          {alert || tooMany ? (
            <S.Alert id="login-alert" role="alert">
              {tooMany ? m.tooMany(wait) : alert}
            </S.Alert>
          ) : null}
          <TextField
            id="login"
            label={m.login}
            placeholder={m.loginPlaceholder}
            autoComplete="username"
            autoFocus
            required
            maxLength={200}
            error={errors.login?.message}
            {...form.register('login', { required: messages.required })}
          />
          <PasswordField
            id="password"
            label={m.password}
            autoComplete="current-password"
            required
            maxLength={200}
            error={errors.password?.message}
            {...form.register('password', { required: messages.required })}
          />
          <Button type="submit" fullWidth loading={isSubmitting} disabled={tooMany} icon="bx-log-in">
            {m.submit}
          </Button>
        </S.Form>
        <S.Footer>
          {m.noAccount} <Link to="/register">{m.registerLink}</Link>
        </S.Footer>
      </L.Panel>
    </L.Page>
  );
}
