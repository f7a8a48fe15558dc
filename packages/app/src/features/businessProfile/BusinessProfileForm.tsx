import { ApiError, type VersionConflict } from '@pawon/api-client';
import { BusinessProfileUpdate } from '@pawon/api-client/constraints';
import { useSetAtom, useStore } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, type Path, type RegisterOptions } from 'react-hook-form';
import { Alert, Button, FormLayout, ImageUpload, Switch, Textarea, TextField } from '@pawon/ui';
import { businessProfileApi, keepBusinessProfile, type BusinessProfile } from '../../lib/businessProfile';
import { errorMessage } from '../../lib/errors';
import { reportFailure } from '../../lib/formErrors';
import { notifyAtom } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { needsRight } from '../../lib/resource/RightButton';
import { isRequired, registerOptions, ruleOf } from '../../lib/resource/rules';
import { t } from './messages';
import * as S from './businessProfile.styles';

export interface ProfileValues {
  name: string;
  address: string;
  phone: string;
  paymentInfo: string;
  invoiceFooter: string;
  /** Whole days, as typed. */
  defaultPaymentTermDays: string;
  /** Whole days, as typed. */
  creditHoldOverdueDays: string;
  qrisPayload: string;
  /** Whole days, as typed. */
  standingOrderLeadDays: string;
  /** `HH:MM`. */
  standingOrderTime: string;
  /** `HH:MM,HH:MM`: when the storage temperatures are checked (decision 056). */
  temperatureCheckTimes: string;
  /** Whole hours, as typed. */
  temperatureGapHours: string;
  /** Runs need every raw material's valid halal certificate (SJPH, decision 057). */
  halalRequired: boolean;
}

/** The fields typed as text (the rules from the contract are for these; the switch has none). */
type TypedValues = Omit<ProfileValues, 'halalRequired'>;

const TEXT_FIELDS = ['name', 'address', 'phone', 'paymentInfo', 'invoiceFooter', 'qrisPayload'] as const;
const DAY_FIELDS = ['defaultPaymentTermDays', 'creditHoldOverdueDays', 'standingOrderLeadDays'] as const;
const FIELDS = [
  ...TEXT_FIELDS,
  ...DAY_FIELDS,
  'standingOrderTime',
  'temperatureCheckTimes',
  'temperatureGapHours',
  'halalRequired',
] as const;

const valuesOf = (p: BusinessProfile): ProfileValues => ({
  name: p.name,
  address: p.address ?? '',
  phone: p.phone ?? '',
  paymentInfo: p.paymentInfo ?? '',
  invoiceFooter: p.invoiceFooter ?? '',
  defaultPaymentTermDays: String(p.defaultPaymentTermDays),
  creditHoldOverdueDays: String(p.creditHoldOverdueDays),
  qrisPayload: p.qrisPayload ?? '',
  standingOrderLeadDays: String(p.standingOrderLeadDays),
  standingOrderTime: p.standingOrderTime,
  temperatureCheckTimes: p.temperatureCheckTimes ?? '08:00,16:00',
  temperatureGapHours: String(p.temperatureGapHours ?? 12),
  halalRequired: p.halalRequired ?? false,
});

const blankToNull = (text: string) => text.trim() || null;

/** The rules of a field, from the contract's BusinessProfileUpdate (the server checks the same). */
const rulesOf = (field: (typeof TEXT_FIELDS)[number]) =>
  registerOptions<TypedValues>(ruleOf(BusinessProfileUpdate, field), {
    required: isRequired(BusinessProfileUpdate, field),
    patternMessage: field === 'phone' ? tCommon('common.invalidPhone') : undefined,
  });

/** A number of days: required here (the form always shows one), whole, within the contract's bounds. */
function dayRules(field: (typeof DAY_FIELDS)[number]): RegisterOptions<ProfileValues, typeof field> {
  const { required, min, max } = registerOptions<TypedValues>(ruleOf(BusinessProfileUpdate, field), {
    required: true,
  });
  return { required, min, max, pattern: { value: /^\s*\d+\s*$/, message: t('businessProfile.wholeDays') } };
}

/** The time standing orders are made: `HH:MM` as the contract's pattern wants it (typed, like the day counts). */
const timeRules = () =>
  registerOptions<TypedValues>(ruleOf(BusinessProfileUpdate, 'standingOrderTime'), {
    required: true,
    patternMessage: t('businessProfile.timeFormat'),
  });

/** When the temperatures are checked: `HH:MM` times separated by commas, as the contract's pattern wants them. */
const checkTimesRules = () =>
  registerOptions<TypedValues>(ruleOf(BusinessProfileUpdate, 'temperatureCheckTimes'), {
    required: true,
    patternMessage: t('businessProfile.checkTimesFormat'),
  });

/** The longest gap between readings: whole hours within the contract's bounds. */
function gapRules(): RegisterOptions<ProfileValues, 'temperatureGapHours'> {
  const { required, min, max } = registerOptions<TypedValues>(
    ruleOf(BusinessProfileUpdate, 'temperatureGapHours'),
    { required: true },
  );
  return { required, min, max, pattern: { value: /^\s*\d+\s*$/, message: t('businessProfile.wholeHours') } };
}

/**
 * The profile's form: what is typed stays until it is saved or discarded (a reload of the profile does not
 * overwrite it, leaving the page asks first); a change saved meanwhile by someone else is shown with who and when,
 * to take theirs or save one's own over it. Without the update right every field is read-only and Save says why.
 */
export function BusinessProfileForm({
  profile,
  canUpdate,
}: {
  profile: BusinessProfile;
  canUpdate: boolean;
}) {
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const reasonId = useId();
  const [version, setVersion] = useState(profile.version);
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [conflict, setConflict] = useState<VersionConflict | null>(null);
  const form = useForm<ProfileValues>({ defaultValues: valuesOf(profile), mode: 'onTouched' });
  const { isSubmitting, isDirty, errors } = form.formState;
  const changed = isDirty || logo !== null || removeLogo;

  // A newer profile (saved here or elsewhere) replaces the form only while nothing is typed.
  useEffect(() => {
    if (form.formState.isDirty) return;
    form.reset(valuesOf(profile));
    setVersion(profile.version);
  }, [profile, form]);

  // Leaving or reloading the page with unsaved changes asks first.
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  const failed = (text: string) => notify({ status: 'error', title: tCommon('common.failed'), text });

  const save = async (values: ProfileValues, baseVersion: number) => {
    setConflict(null);
    setLogoError(undefined);
    let current = baseVersion;
    if (logo) {
      try {
        const saved = await businessProfileApi.uploadLogo(logo);
        keepBusinessProfile(store, saved);
        setLogo(null);
        // The upload is a change of its own: the fields are saved on top of it.
        current = baseVersion + 1 === saved.version ? saved.version : current;
        if (!isDirty && !removeLogo) {
          setVersion(saved.version);
          notify({ status: 'success', title: tCommon('common.saved'), text: t('businessProfile.logoSaved') });
          return;
        }
      } catch (error) {
        const onField = error instanceof ApiError ? error.fieldError('logo') : undefined;
        if (onField) setLogoError(onField);
        else failed(errorMessage(error));
        return;
      }
    }
    try {
      const saved = await businessProfileApi.update({
        version: current,
        name: values.name.trim(),
        address: blankToNull(values.address),
        phone: blankToNull(values.phone),
        paymentInfo: blankToNull(values.paymentInfo),
        invoiceFooter: blankToNull(values.invoiceFooter),
        defaultPaymentTermDays: Number(values.defaultPaymentTermDays.trim()),
        creditHoldOverdueDays: Number(values.creditHoldOverdueDays.trim()),
        qrisPayload: blankToNull(values.qrisPayload),
        standingOrderLeadDays: Number(values.standingOrderLeadDays.trim()),
        standingOrderTime: values.standingOrderTime,
        temperatureCheckTimes: values.temperatureCheckTimes.replace(/\s+/g, ''),
        temperatureGapHours: Number(values.temperatureGapHours.trim()),
        halalRequired: values.halalRequired,
        ...(removeLogo ? { removeLogo: true } : {}),
      });
      setRemoveLogo(false);
      setVersion(saved.version);
      form.reset(valuesOf(saved));
      keepBusinessProfile(store, saved);
      notify({ status: 'success', title: tCommon('common.saved'), text: t('businessProfile.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.conflict) {
        setConflict(error.conflict);
        return;
      }
      reportFailure(error, { setError: form.setError, fields: FIELDS, toast: failed });
    }
  };

  const submit = form.handleSubmit((values) => save(values, version));

  const takeTheirs = () => {
    const record = conflict?.record as BusinessProfile | undefined;
    if (!record) return;
    form.reset(valuesOf(record));
    setVersion(record.version);
    setRemoveLogo(false);
    setConflict(null);
    keepBusinessProfile(store, record);
  };
  const keepMine = form.handleSubmit((values) => save(values, conflict?.version ?? version));

  const fieldError = (name: Path<ProfileValues>) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const text = (name: (typeof TEXT_FIELDS)[number]) => ({
    required: isRequired(BusinessProfileUpdate, name),
    maxLength: ruleOf(BusinessProfileUpdate, name)?.maxLength,
    readOnly: !canUpdate,
    error: fieldError(name),
    ...form.register(name, rulesOf(name)),
  });
  const days = (name: (typeof DAY_FIELDS)[number]) => ({
    required: true,
    inputMode: 'numeric' as const,
    readOnly: !canUpdate,
    error: fieldError(name),
    endAdornment: t('businessProfile.daysUnit'),
    ...form.register(name, dayRules(name)),
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="business-profile-title">
      <S.SectionTitle id="business-profile-title">{t('businessProfile.formTitle')}</S.SectionTitle>
      <FormLayout>
        {!canUpdate ? <Alert tone="info">{t('businessProfile.readOnly')}</Alert> : null}
        {conflict ? (
          <S.Conflict>
            <Alert tone="warning">
              {t('businessProfile.stale', {
                who: conflict.changedBy,
                when: conflict.changedAt ? formatDateTime(conflict.changedAt, { month: 'short' }) : '',
                known: conflict.changedBy
                  ? (conflict.changedAt ? formatDateTime(conflict.changedAt, { month: 'short' }) : '')
                    ? 'both'
                    : 'who'
                  : (conflict.changedAt ? formatDateTime(conflict.changedAt, { month: 'short' }) : '')
                    ? 'when'
                    : 'none',
              })}
            </Alert>
            <S.ConflictActions>
              <Button variant="secondary" onClick={takeTheirs}>
                {t('businessProfile.takeTheirs')}
              </Button>
              <Button onClick={() => void keepMine()} loading={isSubmitting}>
                {t('businessProfile.keepMine')}
              </Button>
            </S.ConflictActions>
          </S.Conflict>
        ) : null}
        <ImageUpload
          id="business-logo"
          name="logo"
          label={t('businessProfile.logo')}
          hint={removeLogo ? t('businessProfile.logoWillBeRemoved') : t('businessProfile.logoHint')}
          pickLabel={t('businessProfile.logoPick')}
          removeLabel={t('businessProfile.logoRemove')}
          discardLabel={t('businessProfile.logoDiscard')}
          fit="contain"
          currentImageUrl={removeLogo ? null : profile.logo}
          onRemoveCurrent={canUpdate ? () => setRemoveLogo(true) : undefined}
          value={logo}
          error={logoError}
          disabled={!canUpdate}
          onChange={(file) => {
            setLogoError(undefined);
            setLogo(file);
            if (file) setRemoveLogo(false);
          }}
          data-testid="business-logo-input"
        />
        <TextField
          id="business-name"
          label={t('businessProfile.name')}
          autoComplete="organization"
          {...text('name')}
        />
        <Textarea id="business-address" label={t('businessProfile.address')} rows={3} {...text('address')} />
        <TextField
          id="business-phone"
          type="tel"
          label={t('businessProfile.phone')}
          autoComplete="tel"
          hint={tCommon('common.phoneHint')}
          {...text('phone')}
        />
        <Textarea
          id="business-payment"
          label={t('businessProfile.paymentInfo')}
          hint={t('businessProfile.paymentInfoHint')}
          rows={3}
          {...text('paymentInfo')}
        />
        <Textarea
          id="business-footer"
          label={t('businessProfile.invoiceFooter')}
          hint={t('businessProfile.invoiceFooterHint')}
          rows={2}
          {...text('invoiceFooter')}
        />
        <FormLayout.Section
          title={t('businessProfile.moneyTitle')}
          description={t('businessProfile.moneyDescription')}
        >
          <TextField
            id="business-term"
            label={t('businessProfile.defaultPaymentTermDays')}
            hint={t('businessProfile.defaultPaymentTermDaysHint')}
            {...days('defaultPaymentTermDays')}
          />
          <TextField
            id="business-hold"
            label={t('businessProfile.creditHoldOverdueDays')}
            hint={t('businessProfile.creditHoldOverdueDaysHint')}
            {...days('creditHoldOverdueDays')}
          />
          <S.QrisPayload
            id="business-qris"
            label={t('businessProfile.qrisPayload')}
            hint={t('businessProfile.qrisPayloadHint')}
            rows={4}
            spellCheck={false}
            autoComplete="off"
            {...text('qrisPayload')}
          />
        </FormLayout.Section>
        <FormLayout.Section
          title={t('businessProfile.standingOrderTitle')}
          description={t('businessProfile.standingOrderDescription')}
        >
          <TextField
            id="business-standing-lead"
            label={t('businessProfile.standingOrderLeadDays')}
            hint={t('businessProfile.standingOrderLeadDaysHint')}
            {...days('standingOrderLeadDays')}
          />
          <TextField
            id="business-standing-time"
            label={t('businessProfile.standingOrderTime')}
            hint={t('businessProfile.standingOrderTimeHint')}
            required
            inputMode="numeric"
            autoComplete="off"
            placeholder="18:00"
            maxLength={5}
            readOnly={!canUpdate}
            error={fieldError('standingOrderTime')}
            {...form.register('standingOrderTime', timeRules())}
          />
        </FormLayout.Section>
        <FormLayout.Section
          title={t('businessProfile.temperatureTitle')}
          description={t('businessProfile.temperatureDescription')}
        >
          <TextField
            id="business-temperature-times"
            label={t('businessProfile.temperatureCheckTimes')}
            hint={t('businessProfile.temperatureCheckTimesHint')}
            required
            autoComplete="off"
            placeholder="08:00,16:00"
            maxLength={40}
            readOnly={!canUpdate}
            error={fieldError('temperatureCheckTimes')}
            {...form.register('temperatureCheckTimes', checkTimesRules())}
          />
          <TextField
            id="business-temperature-gap"
            label={t('businessProfile.temperatureGapHours')}
            hint={t('businessProfile.temperatureGapHoursHint')}
            required
            inputMode="numeric"
            readOnly={!canUpdate}
            error={fieldError('temperatureGapHours')}
            endAdornment={t('businessProfile.hoursUnit')}
            {...form.register('temperatureGapHours', gapRules())}
          />
        </FormLayout.Section>
        <FormLayout.Section
          title={t('businessProfile.halalTitle')}
          description={t('businessProfile.halalDescription')}
        >
          <Controller
            control={form.control}
            name="halalRequired"
            render={({ field }) => (
              <Switch
                id="business-halal-required"
                label={t('businessProfile.halalRequired')}
                hint={t('businessProfile.halalRequiredHint')}
                checked={field.value}
                onCheckedChange={({ checked }) => field.onChange(checked)}
                onBlur={field.onBlur}
                name={field.name}
                disabled={!canUpdate}
                error={fieldError('halalRequired')}
              />
            )}
          />
        </FormLayout.Section>
        <FormLayout.Actions>
          {changed && canUpdate ? <S.Unsaved role="status">{t('businessProfile.unsaved')}</S.Unsaved> : null}
          {changed && canUpdate ? (
            <Button
              variant="secondary"
              onClick={() => {
                form.reset(valuesOf(profile));
                setVersion(profile.version);
                setLogo(null);
                setRemoveLogo(false);
                setConflict(null);
              }}
            >
              {t('businessProfile.discard')}
            </Button>
          ) : null}
          {canUpdate ? (
            <Button type="submit" loading={isSubmitting} disabled={!changed} icon="bx-save">
              {t('businessProfile.save')}
            </Button>
          ) : (
            <>
              <Button
                icon="bx-save"
                aria-disabled="true"
                aria-describedby={reasonId}
                title={needsRight('update', t('businessProfile.title'))}
                data-unavailable="true"
                onClick={(event) => event.preventDefault()}
              >
                {t('businessProfile.save')}
              </Button>
              <S.Reason id={reasonId}>{needsRight('update', t('businessProfile.title'))}</S.Reason>
            </>
          )}
        </FormLayout.Actions>
      </FormLayout>
    </form>
  );
}
