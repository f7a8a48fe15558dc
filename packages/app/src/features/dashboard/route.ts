import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute('/dashboard', () => import('./DashboardScreen'));
export default route;
