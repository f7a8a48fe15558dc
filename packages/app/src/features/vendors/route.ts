import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute('/items/vendor', () => import('./resource'));
export default route;
