import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute('/menuManagement', () => import('./MenuManagementScreen'));
export default route;
