export { Menu, type MenuEntry, type MenuItemData, type MenuItemProps, type MenuProps } from './Menu';
