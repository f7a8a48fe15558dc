import { IconButton } from '@pawon/ui';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { useNavigate } from 'react-router-dom';
import { t } from '../listMessages';
import { useRights } from '../rights';

/** The history screen's path filtered to one record (`/change-history?entity=product&entityId=12`). */
export const historyPath = (entity: string, id: number) =>
  `${resourceMenus.history}?${new URLSearchParams({ entity, entityId: String(id) })}`;

/**
 * A row's "Riwayat" button: the record's history of changes (decision 030), shown only to a user with the view right
 * on the history screen.
 */
export function HistoryButton({
  entity,
  id,
  name,
  size = 'md',
}: {
  /** The record type as the audit log names it (`product`). */
  entity: string;
  id: number;
  /** The record in words, for the button's label. */
  name: string;
  /** @default 'md' */
  size?: 'sm' | 'md';
}) {
  const allowed = useRights(resourceMenus.history).view;
  const navigate = useNavigate();
  if (!allowed) return null;
  return (
    <IconButton
      icon="bx-history"
      size={size}
      variant="text"
      label={t('lists.history', { name })}
      onClick={() => navigate(historyPath(entity, id))}
    />
  );
}
