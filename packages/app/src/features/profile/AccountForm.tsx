import { ApiError } from '@pawon/api-client';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormLayout, ImageUpload, TextField } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { reportFailure } from '../../lib/formErrors';
import { notifyAtom } from '../../lib/feedback';
import { personFieldProps } from '../../lib/fields';
import { invalidateResource } from '../../lib/query/queryClient';
import { refreshMe } from '../../lib/me';
import { t as tCommon } from '../../lib/messages';
import { refreshStoredUser, userDataAtom } from '../../lib/session';
import { profileApi, type AccountValues } from './api';
import { t } from './messages';
import * as S from './profile.styles';

/** Account tab: photo (new, or the saved one removed), name, email, phone; position and groups read-only. */
export function AccountForm() {
  const store = useStore();
  const user = useAtomValue(userDataAtom);
  const notify = useSetAtom(notifyAtom);
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const form = useForm<AccountValues>({
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '' },
    mode: 'onTouched',
  });
  const { isSubmitting, isDirty } = form.formState;

  // The stored user may be older than the server's (another tab, an admin): start from the current record.
  useEffect(() => {
    let cancelled = false;
    // Shared with the shell's own refresh: opening /profile asks the server once.
    refreshMe(store).then(
      (me) => {
        if (cancelled) return;
        if (!form.formState.isDirty)
          form.reset({ name: me.datas.name, email: me.datas.email, phone: me.datas.phone ?? '' });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [form, store]);

  if (!user) return null;
  const failed = (text: string) => notify({ status: 'error', title: tCommon('common.failed'), text });

  const submit = form.handleSubmit(async (values) => {
    setPhotoError(undefined);
    if (photo) {
      try {
        const saved = await profileApi.uploadPhoto(photo);
        refreshStoredUser(store, saved);
        setPhoto(null);
        notify({ status: 'success', title: tCommon('common.saved'), text: t('profile.photoSaved') });
      } catch (error) {
        // On its field when the server names it, else one toast.
        const onField = error instanceof ApiError ? error.fieldError('photo') : undefined;
        if (onField) setPhotoError(onField);
        else failed(errorMessage(error));
        return;
      }
    }
    if (!isDirty && !removePhoto) return;
    try {
      const current = store.get(userDataAtom) ?? user;
      const saved = await profileApi.update(current, values, { removePhoto });
      refreshStoredUser(store, saved);
      void invalidateResource(store, 'user');
      form.reset({ name: saved.name, email: saved.email, phone: saved.phone ?? '' });
      notify({
        status: 'success',
        title: tCommon('common.saved'),
        text: removePhoto && !isDirty ? t('profile.photoRemoved') : t('profile.saved'),
      });
      setRemovePhoto(false);
    } catch (error) {
      reportFailure(error, { setError: form.setError, fields: ['name', 'email', 'phone'], toast: failed });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="profile-account-title">
      <S.SectionTitle id="profile-account-title">{t('profile.accountTitle')}</S.SectionTitle>
      <FormLayout>
        <ImageUpload
          id="profile-photo"
          name="photo"
          label={t('profile.photo')}
          hint={removePhoto ? t('profile.photoWillBeRemoved') : t('profile.photoHint')}
          pickLabel={t('profile.photoPick')}
          removeLabel={t('profile.photoRemove')}
          discardLabel={t('profile.photoDiscard')}
          currentImageUrl={removePhoto ? null : user.photo}
          onRemoveCurrent={() => setRemovePhoto(true)}
          value={photo}
          error={photoError}
          onChange={(file) => {
            setPhotoError(undefined);
            setPhoto(file);
            // A new photo replaces the saved one anyway.
            if (file) setRemovePhoto(false);
          }}
          data-testid="profile-photo-input"
        />
        <TextField id="profile-name" label={t('profile.name')} {...personFieldProps(form, 'name')} />
        <TextField id="profile-email" label={t('profile.email')} {...personFieldProps(form, 'email')} />
        <TextField id="profile-phone" label={t('profile.phone')} {...personFieldProps(form, 'phone')} />
        <TextField
          id="profile-position"
          name="position"
          label={t('profile.position')}
          hint={t('profile.positionHint')}
          value={user.position?.name ?? t('profile.noPosition')}
          readOnly
        />
        <TextField
          id="profile-groups"
          name="groups"
          label={t('profile.groups')}
          value={user.groups.map((g) => g.name).join(', ') || '–'}
          readOnly
        />
        <FormLayout.Actions>
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={!isDirty && !photo && !removePhoto}
            icon="bx-save"
          >
            {t('profile.save')}
          </Button>
        </FormLayout.Actions>
      </FormLayout>
    </form>
  );
}
