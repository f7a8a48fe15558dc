import type { ApiError, HalalProblem } from '@pawon/api-client';
import { HalalOverrideRequest } from '@pawon/api-client/constraints';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Alert, Button, Textarea } from '@pawon/ui';
import { formatDate } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { ruleOf } from '../../lib/resource/rules';
import { useRights } from '../../lib/rights';
import { t as tRoot } from '../../lib/rootMessages';
import { t } from './messages';
import { OVERRIDE_HALAL_RIGHT } from './rights';
import * as S from './produksi.styles';

/** The contract's bound on the reason (HalalReason). */
const REASON_MAX = ruleOf(HalalOverrideRequest, 'reason')?.maxLength ?? 300;

/** One refused material: "Kecap: sertifikat habis 30 November 2026". */
const problemText = (m: HalalProblem) =>
  m.state === 'expired' && m.expiry
    ? t('produksi.halal.expired', { name: m.name, date: formatDate(m.expiry) })
    : t('produksi.halal.missing', { name: m.name });

/**
 * A run refused by the halal rule (decision 057): the materials the server names and why. A holder of "Override
 * Halal" may still record it with a reason, which `onOverride` sends again as `halalOverride`; anyone else is told
 * how to get past it. `submits`: the button submits the form it sits in (the add/edit form), after `onOverride`.
 */
export function HalalRefusal({
  refusal,
  idPrefix,
  busy = false,
  submits = false,
  onOverride,
}: {
  refusal: ApiError;
  idPrefix: string;
  busy?: boolean;
  submits?: boolean;
  onOverride: (override: { reason: string }) => void;
}) {
  const mayOverride = useRights(OVERRIDE_HALAL_RIGHT).view;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const box = useRef<HTMLDivElement>(null);
  // Shown above the form's fields, which may be scrolled past: brought into view.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [refusal]);

  const check = (text: string) =>
    !text.trim()
      ? tRoot('root.required')
      : text.trim().length > REASON_MAX
        ? tCommon('common.maxLength', { n: REASON_MAX })
        : undefined;

  const override = (event: MouseEvent<HTMLButtonElement>) => {
    const problem = check(reason);
    setReasonError(problem);
    if (problem) {
      // Nothing is sent without a reason: the form's submit is stopped too.
      event.preventDefault();
      document.getElementById(`${idPrefix}-halal-reason`)?.focus();
      return;
    }
    onOverride({ reason: reason.trim() });
  };

  return (
    <S.HalalRefusal ref={box} data-testid={`${idPrefix}-halal-refusal`}>
      <Alert tone="error">
        <strong>{t('produksi.halal.title')}</strong>
        {/* An answer without its list (an older server): its message names them. */}
        {refusal.materials.length ? null : <span> {refusal.message}</span>}
        {mayOverride ? null : <span> {t('produksi.halal.noRight')}</span>}
      </Alert>
      {refusal.materials.length ? (
        <S.HalalList aria-label={t('produksi.halal.materials')}>
          {refusal.materials.map((m) => (
            <li key={m.id}>{problemText(m)}</li>
          ))}
        </S.HalalList>
      ) : null}
      {mayOverride ? (
        <>
          <Textarea
            id={`${idPrefix}-halal-reason`}
            label={t('produksi.halal.reason')}
            hint={t('produksi.halal.reasonHint')}
            required
            rows={2}
            maxLength={REASON_MAX}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError) setReasonError(check(event.target.value));
            }}
          />
          <S.Actions>
            <Button
              type={submits ? 'submit' : 'button'}
              variant="danger"
              icon="bx-shield-x"
              loading={busy}
              onClick={override}
            >
              {t('produksi.halal.override')}
            </Button>
          </S.Actions>
        </>
      ) : null}
    </S.HalalRefusal>
  );
}
