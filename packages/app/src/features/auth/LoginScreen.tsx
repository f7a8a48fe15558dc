import { ApiError } from '@pawon/api-client';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, CenteredPanel, Icon, PasswordField, TextField } from '@pawon/ui';
import { unwrap } from '../../lib/apiResult';
import { errorMessage, retryAfterSeconds } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { collectUrls, homePath } from '../../lib/menus';
import { t as tRoot } from '../../lib/rootMessages';
import { storeSession } from '../../lib/session';
import { appStore } from '../../lib/store';
import { useScreens } from '../../lib/screens';
import { t } from './messages';
import * as S from './auth.styles';

type Field = 'login' | 'password';
type Errors = Partial<Record<Field, string>>;

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

/**
 * Sign-in. Written with plain state rather than react-hook-form: this is the first screen everyone loads, and
 * two fields do not need a form library in its bundle.
 */
export default function LoginScreen() {
  const navigate = useNavigate();
  const screens = useScreens();
  const notify = useSetAtom(notifyAtom);
  const [values, setValues] = useState<Record<Field, string>>({ login: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [wait, setWait] = useCountdown();
  const refs = { login: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  // The signed-in screens' table, fetched once this page is drawn: where the user lands is known by the answer.
  useEffect(() => void screens.ready(), [screens]);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found: Errors = {};
    if (!values.login.trim()) found.login = tRoot('root.required');
    if (!values.password) found.password = tRoot('root.required');
    setErrors(found);
    setAlert(null);
    const first = (['login', 'password'] as const).find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      // The API client (openapi-fetch and its middleware) loads on the first submit, not with the sign-in page.
      const { api } = await import('../../lib/client');
      const data = await unwrap(
        api.POST('/api/login', { body: { login: values.login.trim(), password: values.password } }),
      );
      storeSession(appStore, data);
      notify({ status: 'success', title: t('auth.signedIn', { name: data.datas.name }) });
      await screens.ready();
      await navigate(homePath(collectUrls(data.menus), screens.has), { replace: true });
    } catch (error) {
      setSubmitting(false);
      const retry = retryAfterSeconds(error);
      if (retry !== undefined) {
        setWait(retry);
        return;
      }
      const fieldErrors: Errors = {};
      const leftover: string[] = [];
      if (error instanceof ApiError) {
        for (const [name, list] of Object.entries(error.errors)) {
          if (name === 'login' || name === 'password') fieldErrors[name] = list.join(' ');
          else leftover.push(list.join(' '));
        }
      }
      setErrors(fieldErrors);
      const onFields = Object.keys(fieldErrors).length > 0;
      setAlert(leftover.length > 0 ? leftover.join(' ') : onFields ? null : errorMessage(error));
      refs[fieldErrors.login ? 'login' : 'password'].current?.focus();
    }
  };

  const tooMany = wait > 0;
  const alertText = tooMany ? t('auth.tooMany', { seconds: wait }) : alert;

  return (
    <CenteredPanel
      brand={
        <>
          <Icon name="bxs-bowl-hot" size="2rem" />
          <span>{tRoot('root.appName')}</span>
        </>
      }
    >
      <S.Heading>
        <h1>{t('auth.loginTitle')}</h1>
        <p>{t('auth.loginSubtitle')}</p>
      </S.Heading>
      <S.Form noValidate onSubmit={(event) => void submit(event)}>
        {alertText ? <Alert id="login-alert">{alertText}</Alert> : null}
        <TextField
          ref={refs.login}
          id="login"
          name="login"
          label={t('auth.login')}
          placeholder={t('auth.loginPlaceholder')}
          autoComplete="username"
          autoFocus
          required
          maxLength={200}
          value={values.login}
          onChange={change('login')}
          error={errors.login}
        />
        <PasswordField
          ref={refs.password}
          id="password"
          name="password"
          label={t('auth.password')}
          autoComplete="current-password"
          required
          maxLength={200}
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <Button type="submit" fullWidth loading={submitting} disabled={tooMany} icon="bx-log-in">
          {t('auth.submit')}
        </Button>
      </S.Form>
      <S.Footer>
        {t('auth.noAccount')} <Link to="/register">{t('auth.registerLink')}</Link>
      </S.Footer>
    </CenteredPanel>
  );
}
