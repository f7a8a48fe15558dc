export {
  normalizeIconName,
  Sidebar,
  type SidebarLinkProps,
  type SidebarMenu,
  type SidebarProps,
} from './Sidebar';
