import type { Plugin } from 'vite';

/** Where the icons are served, under the app's base (`assets/boxicons-<version>/`). */
export declare const ICON_PATH: string;
/** Serves the Boxicons SVG files that `<Icon>` fetches by name, in development and in the build. */
export declare function boxicons(): Plugin;
