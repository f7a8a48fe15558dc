import type { Catalogue } from './area';
import errorTexts from '@pawon/api-client/errors/en.json';
import core from './catalogues/en.json';

/**
 * The English catalogue: the error texts (the contract's package's, decision record 045), the core texts (ui's labels)
 * and every area's, one chunk loaded when chosen.
 */
const areas = import.meta.glob<Catalogue>('./catalogues/en/*.json', { eager: true, import: 'default' });
const english: Catalogue = Object.assign({}, errorTexts, core, ...Object.values(areas));
export default english;
