import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  min-width: 0;
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textStrong};
`;

export const Hint = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const MenuName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2']};
  &[data-depth='1'] {
    padding-inline-start: ${vars.space['6']};
  }
  &[data-depth='2'] {
    padding-inline-start: ${vars.space['12']};
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

export const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
`;

export const UserList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${vars.space['2']} ${vars.space['4']};
  max-height: 16rem;
  overflow: auto;
  padding: ${vars.space['1']};
`;

export const UserLabel = styled.span`
  display: inline-flex;
  flex-direction: column;
  line-height: ${vars.lineHeight.tight};
`;
