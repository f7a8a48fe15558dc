import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute('/authorizationGroup', () => import('./GroupsScreen'));
export default route;
