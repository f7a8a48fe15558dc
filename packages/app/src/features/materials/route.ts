import { defineRoute, type ScreenRoute } from '../../lib/routes';
import { MATERIAL_BASES, MATERIAL_VIEWS, pathOf, type MaterialKind } from './paths';

/**
 * The eight material screens (bahan baku and bahan kemasan × list, restock, used, stock) from one set of
 * declarations: each route loads its kind's screen from `screens.tsx`.
 */
const routes: ScreenRoute[] = (Object.keys(MATERIAL_BASES) as MaterialKind[]).flatMap((kind) =>
  MATERIAL_VIEWS.map((view) =>
    defineRoute(pathOf(kind, view), () =>
      import('./screens').then((m) => ({ default: m.screens[kind][view] })),
    ),
  ),
);

export default routes;
