import { css } from 'styled-components';

/** Text read by screen readers and hidden from the eye (a spoken value, a live region, a label). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
