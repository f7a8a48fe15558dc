import type { ComponentType } from 'react';

/**
 * Screens of the authenticated layout, by app path (spec section 2). Each is its own lazy chunk. A screen of
 * a later issue is added here; until then its path falls through to /page-not-found.
 */
export const screenRoutes: Array<{ path: string; load: () => Promise<{ default: ComponentType }> }> = [
  { path: '/dashboard', load: () => import('../features/dashboard/DashboardScreen') },
  { path: '/profile', load: () => import('../features/profile/ProfileScreen') },
  { path: '/FAQ', load: () => import('../features/faq/FaqScreen') },
  { path: '/menuManagement', load: () => import('../features/menus/MenuManagementScreen') },
  { path: '/authorizationGroup', load: () => import('../features/groups/GroupsScreen') },
  { path: '/user-management', load: () => import('../features/users/UsersScreen') },
  { path: '/position-management', load: () => import('../features/positions/PositionsScreen') },
];
