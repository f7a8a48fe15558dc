import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const MenuName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['1']} ${vars.space['2']};
  &[data-depth='1'] {
    padding-inline-start: ${vars.space['6']};
  }
  &[data-depth='2'] {
    padding-inline-start: ${vars.space['12']};
  }
  /* An action under a submenu. */
  &[data-depth='3'] {
    padding-inline-start: ${vars.space['16']};
  }
  /* As cards (a phone) the tree's indent only costs width: each card stands alone. */
  @container pawon-table (max-width: 40rem) {
    &[data-depth] {
      padding-inline-start: 0;
    }
  }
  &[data-level='header'] {
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.textStrong};
  }
`;

export const Level = styled.span`
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.textMuted};
`;

/**
 * The rights table as cards (a phone): the menu on one line, its four rights side by side under it (label
 * over checkbox), instead of five label/value lines per menu.
 */
export const RightsTable = styled.div`
  min-width: 0;
  @container pawon-table (max-width: 40rem) {
    && [data-cards] tbody tr[data-row] {
      display: grid;
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
    && [data-cards] tbody tr[data-row] > td {
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      gap: ${vars.space['1']};
      width: auto;
    }
    && [data-cards] tbody tr[data-row] > td:first-child {
      grid-column: 1 / -1;
      flex-direction: row;
      border-bottom: 1px solid ${vars.color.border};
    }
    && [data-cards] tbody tr[data-row] > td:first-child::before {
      display: none;
    }
    && [data-cards] tbody tr[data-row] > td:not(:first-child) {
      border-bottom: 0;
    }
    /* A right a menu cannot have (a header's "Tambah"): no label over nothing. */
    && [data-cards] tbody tr[data-row] > td:empty::before {
      visibility: hidden;
    }
  }
`;
