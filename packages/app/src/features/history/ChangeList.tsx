import { visuallyHidden } from '@pawon/ui';
import styled from 'styled-components';
import { describeChange, tr, type HistoryChange } from './format';
import * as S from './history.styles';

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface ChangeListProps {
  changes: readonly HistoryChange[];
  /** What was done: a create shows only the values after, a delete only those before. */
  action: string;
  /** Show at most this many; the rest are counted. @default all */
  limit?: number;
  /** Changes the server left out (after its first 100). @default 0 */
  omitted?: number;
}

/** The fields an entry changed, each as `Field: before → after` (money, dates and references in words). */
export function ChangeList({ changes, action, limit, omitted = 0 }: ChangeListProps) {
  if (!changes.length) return <S.Muted>{tr('history.noChanges')}</S.Muted>;
  const shown = limit === undefined ? changes : changes.slice(0, limit);
  const more = changes.length - shown.length;
  return (
    <S.Changes>
      {shown.map((change) => {
        const { field, before, after } = describeChange(change);
        const key = change.path.join('.');
        return (
          <S.Change key={key}>
            <S.Field>{tr('history.fieldLabel', { field })}</S.Field>
            {action === 'create' ? (
              <S.After>{after}</S.After>
            ) : action === 'delete' ? (
              <S.Before>{before}</S.Before>
            ) : (
              <>
                <S.Before>{before}</S.Before>
                <S.Arrow aria-hidden="true">→</S.Arrow>
                <Hidden>{tr('history.changeTo')}</Hidden>
                <S.After>{after}</S.After>
              </>
            )}
          </S.Change>
        );
      })}
      {more > 0 ? (
        <S.Change>
          <S.Muted>{tr('history.moreChanges', { n: more })}</S.Muted>
        </S.Change>
      ) : null}
      {omitted > 0 && more <= 0 ? (
        <S.Change>
          <S.Muted>{tr('history.omitted', { n: omitted })}</S.Muted>
        </S.Change>
      ) : null}
    </S.Changes>
  );
}
