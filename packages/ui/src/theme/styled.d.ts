import 'styled-components';
import type { PawonTheme } from './tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PawonTheme {}
}
