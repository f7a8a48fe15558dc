import styled from 'styled-components';
import { vars } from '@pawon/ui';

export const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${vars.space['3']};
`;

/** Where the preview sits: a neutral backdrop, the label centred on it. */
export const Preview = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 12rem;
  margin-top: ${vars.space['4']};
  padding: ${vars.space['4']};
  background: ${vars.color.surfaceMuted};
  border-radius: ${vars.radius.md};
`;

/**
 * The label's PDF, drawn by the browser's viewer in a frame of the label's proportions (1.6 × its millimetres, so a
 * 30 mm label reads on screen); an A4 sheet at the dialog's width.
 */
export const PreviewFrame = styled.iframe`
  border: 1px solid ${vars.color.border};
  background: #fff;
  &[data-size='50x30'] {
    width: 80mm;
    height: 48mm;
  }
  &[data-size='40x30'] {
    width: 64mm;
    height: 48mm;
  }
  &[data-size='100x50'] {
    width: 160mm;
    max-width: 100%;
    height: 80mm;
  }
  &[data-sheet='a4'] {
    width: 100%;
    height: 24rem;
  }
`;

/** The frame a print goes through: out of sight. */
export const PrintFrame = styled.iframe`
  position: absolute;
  width: 0;
  height: 0;
  border: 0;
  visibility: hidden;
`;
