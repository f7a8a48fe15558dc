import styled from 'styled-components';
import { vars } from '../theme/vars';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.md};

  &[data-outlined='true'] {
    box-shadow: none;
    border: 1px solid ${vars.color.border};
  }
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space['2']} ${vars.space['4']};
  padding: ${vars.space['5']} ${vars.space['6']} 0;
`;

export const HeaderText = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
`;

export const Title = styled.h2`
  margin: 0;
  color: ${vars.color.textStrong};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const Subtitle = styled.p`
  margin: ${vars.space['1']} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

export const Body = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${vars.space['5']} ${vars.space['6']};

  &[data-padding='none'] {
    padding: 0;
  }
  &[data-padding='sm'] {
    padding: ${vars.space['3']} ${vars.space['4']};
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space['2']};
  padding: ${vars.space['4']} ${vars.space['6']};
  border-top: 1px solid ${vars.color.border};
`;
