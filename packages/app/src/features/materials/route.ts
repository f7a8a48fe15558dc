import { defineRoute, type ScreenRoute } from '../../lib/routes';
import { KINDS, MATERIAL_VIEWS, pathOf, type MaterialKind } from './kinds';

/**
 * The eight material screens (bahan baku and bahan kemasan × list, restock, used, stock) from one set of
 * declarations: each route loads its kind's screen from `screens.tsx`.
 */
const routes: ScreenRoute[] = (Object.keys(KINDS) as MaterialKind[]).flatMap((kind) =>
  MATERIAL_VIEWS.map((view) =>
    defineRoute(pathOf(kind, view), () =>
      import('./screens').then((m) => ({ default: m.screens[kind][view] })),
    ),
  ),
);

export default routes;
