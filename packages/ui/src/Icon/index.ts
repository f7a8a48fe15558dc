export { Icon, type IconName, type IconProps } from './Icon';
export type { BoxiconName } from './iconNames';
export { iconUrl, isIconName, loadIcon, loadIconNames, preloadIcons, setIconBaseUrl } from './registry';
