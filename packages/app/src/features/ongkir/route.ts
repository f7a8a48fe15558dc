import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute('/items/ongkir', () => import('./resource'));
export default route;
