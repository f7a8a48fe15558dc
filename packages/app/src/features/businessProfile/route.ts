import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute('/business-profile', () => import('./BusinessProfileScreen'));
export default route;
