import type { Catalogue } from './area';
import core from './catalogues/en.json';

/** The English catalogue: the core texts (errors, ui's labels) and every area's, one chunk loaded when chosen. */
const areas = import.meta.glob<Catalogue>('./catalogues/en/*.json', { eager: true, import: 'default' });
const english: Catalogue = Object.assign({}, core, ...Object.values(areas));
export default english;
