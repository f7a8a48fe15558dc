import styled from 'styled-components';
import { media, vars } from '@pawon/ui';

/** Light layout wrappers only: the controls themselves come from @pawon/ui. */
/** The screen's column; the PageHeader brings its own bottom margin. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Toolbar = styled.div`
  flex: 1 1 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space['3']};
  & > * {
    flex: 1 1 16rem;
    max-width: 24rem;
  }
  ${media.down.sm} {
    & > * {
      max-width: none;
    }
  }
`;

export const RowActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space['1']};
  white-space: nowrap;
`;

export const CheckboxGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
`;

export const GroupLabel = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.textStrong};
`;

export const CheckboxList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${vars.space['2']} ${vars.space['4']};
`;

export const Muted = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const ErrorLine = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.errorText};
`;

export const FormBanner = styled.p`
  margin: 0 0 ${vars.space['4']};
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  background: ${vars.color.errorSubtle};
  color: ${vars.color.errorText};
  font-size: ${vars.fontSize.sm};
`;

export const ConfirmText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
`;
