import styled from 'styled-components';
import { LABEL_WIDTH_VAR } from '../Field/Field.styles';
import { vars } from '../theme';

export const Root = styled.div`
  container: pawon-form / inline-size;
  display: grid;
  gap: ${vars.space['5']};
  min-width: 0;
  ${LABEL_WIDTH_VAR}: 12rem;

  &[data-density='compact'] {
    gap: ${vars.space['3']};
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space['5']};
  min-width: 0;

  & + & {
    padding-top: ${vars.space['5']};
    border-top: 1px solid ${vars.color.border};
  }
  & > header > h3 {
    margin: 0;
    color: ${vars.color.textStrong};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.semibold};
    line-height: ${vars.lineHeight.snug};
  }
  & > header > p {
    margin: ${vars.space['1']} 0 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space['2']};

  &[data-orientation='horizontal'] {
    justify-content: flex-start;
    padding-inline-start: calc(var(${LABEL_WIDTH_VAR}) + ${vars.space['6']});
  }
  @container pawon-form (max-width: 36rem) {
    &[data-orientation='horizontal'] {
      padding-inline-start: 0;
      justify-content: flex-end;
    }
  }
`;
