export { CenteredPanel, type CenteredPanelProps } from './CenteredPanel';
