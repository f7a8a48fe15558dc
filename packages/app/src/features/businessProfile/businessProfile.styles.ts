import styled from 'styled-components';
import { Textarea, vars } from '@pawon/ui';

export const SectionTitle = styled.h2`
  margin: 0 0 ${vars.space['5']};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textStrong};
`;

/** A stale save: what happened, then the two ways on. */
export const Conflict = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
`;

export const ConflictActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

export const Unsaved = styled.span`
  margin-right: auto;
  align-self: center;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** Why Save is off: said beside it, not only in a tooltip. */
export const Reason = styled.span`
  align-self: center;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/** The QRIS text: one long code, read and compared character by character, so monospaced and broken anywhere. */
export const QrisPayload = styled(Textarea)`
  textarea {
    font-family: ${vars.font.familyMono};
    word-break: break-all;
  }
`;
