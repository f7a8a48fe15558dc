import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';
import { vars } from '../theme/vars';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  min-width: 0;
  padding: ${vars.space['5']};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.md};
  container-type: inline-size;
`;

export const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space['3']};
`;

export const Badge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.625rem;
  height: 2.625rem;
  border-radius: ${vars.radius.md};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryText};
  --pawon-icon-size: 1.5rem;

  &[data-tone='success'] {
    background: ${vars.color.successSubtle};
    color: ${vars.color.successText};
  }
  &[data-tone='info'] {
    background: ${vars.color.infoSubtle};
    color: ${vars.color.infoText};
  }
  &[data-tone='warning'] {
    background: ${vars.color.warningSubtle};
    color: ${vars.color.warningText};
  }
  &[data-tone='error'] {
    background: ${vars.color.errorSubtle};
    color: ${vars.color.errorText};
  }
  &[data-tone='secondary'] {
    background: ${vars.color.secondarySubtle};
    color: ${vars.color.secondaryText};
  }
`;

export const Label = styled.h2`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const Value = styled.p`
  margin: 0;
  color: ${vars.color.textStrong};
  /* A long figure (Rp 1.124.789.100 in a quarter of the page) gets smaller to stay on one line rather than breaking
     between its digits: a digit is about 0.62 em wide, --stat-chars is the value's length. */
  font-size: min(
    ${vars.fontSize['2xl']},
    max(${vars.fontSize.md}, calc(100cqi / (var(--stat-chars, 1) * 0.62)))
  );
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const Trend = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['1']};
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  --pawon-icon-size: 1.125rem;
`;

export const TrendValue = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  font-weight: ${vars.fontWeight.semibold};

  &[data-direction='up'] {
    color: ${vars.color.successText};
  }
  &[data-direction='down'] {
    color: ${vars.color.errorText};
  }
  &[data-direction='flat'] {
    color: ${vars.color.textMuted};
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
