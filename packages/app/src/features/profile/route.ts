import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute('/profile', () => import('./ProfileScreen'));
export default route;
