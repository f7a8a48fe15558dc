import { ApiError } from '@pawon/api-client';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormLayout, ImageUpload, TextField } from '@pawon/ui';
import { formFailure, errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { messages } from '../../lib/messages';
import { refreshStoredUser, userDataAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { profileApi, type AccountValues } from './api';
import { profileMessages as m } from './messages';
import * as S from './profile.styles';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(\+?[0-9][0-9 -]{5,18})?$/;

/** Account tab: photo, name, email, phone; position shown read-only. */
export function AccountForm() {
  const user = useAtomValue(userDataAtom);
  const notify = useSetAtom(notifyAtom);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<AccountValues>({
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  // The stored user may be older than the server's (another tab, an admin): start from the current record.
  useEffect(() => {
    let cancelled = false;
    profileApi.me().then(
      (me) => {
        if (cancelled) return;
        refreshStoredUser(appStore, me.datas);
        if (!form.formState.isDirty)
          form.reset({ name: me.datas.name, email: me.datas.email, phone: me.datas.phone ?? '' });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [form]);

  if (!user) return null;

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    setPhotoError(undefined);
    if (photo) {
      try {
        const saved = await profileApi.uploadPhoto(photo);
        refreshStoredUser(appStore, saved);
        setPhoto(null);
        notify({ status: 'success', title: messages.saved, text: m.photoSaved });
      } catch (error) {
        setPhotoError(
          error instanceof ApiError ? (error.fieldError('photo') ?? error.message) : errorMessage(error),
        );
        notify({ status: 'error', title: messages.failed, text: errorMessage(error) });
        return;
      }
    }
    if (!isDirty) return;
    try {
      const current = appStore.get(userDataAtom) ?? user;
      const saved = await profileApi.update(current, values);
      refreshStoredUser(appStore, saved);
      form.reset({ name: saved.name, email: saved.email, phone: saved.phone ?? '' });
      notify({ status: 'success', title: messages.saved, text: m.saved });
    } catch (error) {
      setBanner(formFailure(error, form.setError, ['name', 'email', 'phone']));
      notify({ status: 'error', title: messages.failed, text: errorMessage(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="profile-account-title">
      <S.SectionTitle id="profile-account-title">{m.accountTitle}</S.SectionTitle>
      {banner ? <S.Banner role="alert">{banner}</S.Banner> : null}
      <FormLayout>
        <ImageUpload
          id="profile-photo"
          label={m.photo}
          hint={m.photoHint}
          pickLabel={m.photoPick}
          removeLabel={m.photoRemove}
          currentImageUrl={user.photo}
          value={photo}
          error={photoError}
          onChange={(file) => {
            setPhotoError(undefined);
            setPhoto(file);
          }}
          data-testid="profile-photo-input"
        />
        <TextField
          id="profile-name"
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
          id="profile-email"
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
          id="profile-phone"
          type="tel"
          label={m.phone}
          hint={m.phoneHint}
          autoComplete="tel"
          maxLength={20}
          error={errors.phone?.message}
          {...form.register('phone', { pattern: { value: PHONE, message: messages.invalidPhone } })}
        />
        <TextField
          id="profile-position"
          label={m.position}
          hint={m.positionHint}
          value={user.position?.name ?? m.noPosition}
          readOnly
        />
        <TextField
          id="profile-groups"
          label={m.groups}
          value={user.groups.map((g) => g.name).join(', ') || '–'}
          readOnly
        />
        <FormLayout.Actions>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty && !photo} icon="bx-save">
            {m.save}
          </Button>
        </FormLayout.Actions>
      </FormLayout>
    </form>
  );
}
