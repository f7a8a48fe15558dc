import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute('/data-customer', () => import('./resource'));
export default route;
