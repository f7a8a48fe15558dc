import styled from 'styled-components';
import { vars } from '../theme';

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  &[data-size='sm'] {
    inline-size: 2.25rem;
    block-size: 2.25rem;
  }
  &[data-size='md'] {
    inline-size: 3.5rem;
    block-size: 3.5rem;
  }
  &[data-size='lg'] {
    inline-size: 6rem;
    block-size: 6rem;
  }
  & > img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;
