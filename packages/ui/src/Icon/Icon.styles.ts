import styled from 'styled-components';

export const StyledIcon = styled.svg`
  display: inline-block;
  flex: none;
  width: var(--pawon-icon-size, 1.25rem);
  height: var(--pawon-icon-size, 1.25rem);
  fill: currentColor;
  vertical-align: middle;

  &[data-spin='true'] {
    animation: pawon-icon-spin 1s linear infinite;
  }

  @keyframes pawon-icon-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
