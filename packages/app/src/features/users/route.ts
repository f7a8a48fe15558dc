import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute('/user-management', () => import('./UsersScreen'));
export default route;
