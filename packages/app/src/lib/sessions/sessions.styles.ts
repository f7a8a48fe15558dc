import styled from 'styled-components';
import { vars } from '@pawon/ui';

/** Light layout wrappers only: the controls come from @pawon/ui. */
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
`;

export const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
`;

export const Muted = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
`;

/** The device cell: its kind's icon, then its name and the "this device" badge. */
export const Device = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['3']};
  & > span {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space['2']};
  }
`;

export const DeviceName = styled.span`
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.textStrong};
`;
