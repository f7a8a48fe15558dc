import { defineRoute, type ScreenRoute } from '../../lib/routes';

const route: ScreenRoute = defineRoute('/items/produk', () => import('./resource'));
export default route;
