import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormLayout } from '@pawon/ui';
import { WebhookInput } from '@pawon/api-client/constraints';
import idTexts from '../../i18n/catalogues/id/webhooks.json';
import { catalogueText } from '../../lib/resource/catalogueText';
import { resourceFields } from '../../lib/resource/defineResource';
import { FieldRenderer } from '../../lib/resource/FieldRenderer';
import type { ResourceField } from '../../lib/resource/types';
import type { Webhook, WebhookFormValues } from './api';
import { EventsPicker } from './EventsPicker';
import { t } from './messages';
import * as S from './webhooks.styles';

const text = catalogueText(idTexts);

/** URL, Keterangan and Aktif as the contract rules them (lengths, required), in the current language. */
const fieldsOf = () =>
  resourceFields(
    ['url', 'description', 'active'],
    text(),
    WebhookInput,
  ) as unknown as ResourceField<WebhookFormValues>[];

/** The add and edit form: URL (https, its refusal on it), Keterangan, the events by group, and Aktif. */
export function WebhookFormBody({
  form,
}: {
  form: UseFormReturn<WebhookFormValues>;
  record: Webhook | null;
}) {
  const [url, description, active] = fieldsOf();
  const error = form.formState.errors.events?.message;
  return (
    <FormLayout orientation="vertical">
      <FieldRenderer field={{ ...url!, kind: 'text', autoComplete: 'url' }} form={form} idPrefix="webhook" />
      <FieldRenderer field={description!} form={form} idPrefix="webhook" />
      <S.Section aria-labelledby="webhook-events-title" aria-describedby="webhook-events-hint">
        <S.SectionTitle id="webhook-events-title">{t('webhooks.labels.events')}</S.SectionTitle>
        <S.Hint id="webhook-events-hint">{t('webhooks.eventsHint')}</S.Hint>
        <Controller
          control={form.control}
          name="events"
          rules={{ validate: (events) => events.length > 0 || t('webhooks.eventsRequired') }}
          render={({ field }) => (
            <EventsPicker value={field.value} onChange={field.onChange} idPrefix="webhook-event" />
          )}
        />
        {typeof error === 'string' ? <S.FieldError role="alert">{error}</S.FieldError> : null}
      </S.Section>
      <FieldRenderer field={active!} form={form} idPrefix="webhook" />
    </FormLayout>
  );
}
