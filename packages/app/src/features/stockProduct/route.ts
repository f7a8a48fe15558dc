import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute('/stock-product', () => import('./resource'));
export default route;
