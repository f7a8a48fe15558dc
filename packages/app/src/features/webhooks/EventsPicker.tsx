import { Checkbox } from '@pawon/ui';
import type { WebhookEventType } from './api';
import { ALL_EVENTS, EVENT_GROUPS, eventLabel, groupLabel } from './events';
import { t } from './messages';
import * as S from './webhooks.styles';

const stateOf = (chosen: ReadonlySet<string>, events: readonly string[]) => {
  const count = events.filter((event) => chosen.has(event)).length;
  return count === 0 ? false : count === events.length ? true : 'indeterminate';
};

/**
 * The events a webhook is sent, as checkboxes grouped by what they are about (Pesanan: dibuat, diubah…), with "Pilih
 * semua" over them all and a group's own box over a group of several.
 */
export function EventsPicker({
  value,
  onChange,
  idPrefix,
}: {
  value: readonly WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  idPrefix: string;
}) {
  const chosen = new Set<string>(value);
  // The contract's order, whatever order they were ticked in.
  const set = (events: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const event of events)
      if (on) next.add(event);
      else next.delete(event);
    onChange(ALL_EVENTS.filter((event) => next.has(event)));
  };
  return (
    <>
      <Checkbox
        id={`${idPrefix}-all`}
        label={t('webhooks.selectAll')}
        checked={stateOf(chosen, ALL_EVENTS)}
        onCheckedChange={({ checked }) => set(ALL_EVENTS, checked)}
      />
      <S.Groups>
        {EVENT_GROUPS.map(({ group, events }) =>
          events.length > 1 ? (
            <S.Group key={group}>
              <Checkbox
                id={`${idPrefix}-${group}`}
                label={groupLabel(group)}
                checked={stateOf(chosen, events)}
                onCheckedChange={({ checked }) => set(events, checked)}
              />
              <S.GroupEvents>
                {events.map((event) => (
                  <Checkbox
                    key={event}
                    id={`${idPrefix}-${event}`}
                    label={eventLabel(event)}
                    checked={chosen.has(event)}
                    onCheckedChange={({ checked }) => set([event], checked)}
                  />
                ))}
              </S.GroupEvents>
            </S.Group>
          ) : (
            <S.Group key={group}>
              {events.map((event) => (
                <Checkbox
                  key={event}
                  id={`${idPrefix}-${event}`}
                  label={eventLabel(event)}
                  checked={chosen.has(event)}
                  onCheckedChange={({ checked }) => set([event], checked)}
                />
              ))}
            </S.Group>
          ),
        )}
      </S.Groups>
    </>
  );
}
