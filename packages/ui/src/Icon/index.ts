export { Icon, type IconName, type IconProps } from './Icon';
export type { BoxiconName } from './iconNames';
export { hasIcon, iconNames, loadIcon, preloadIcons } from './registry';
