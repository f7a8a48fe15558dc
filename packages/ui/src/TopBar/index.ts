export { TopBar, type TopBarProps } from './TopBar';
