/**
 * The right "Override Halal": an action menu under Produksi (decision 057). Its holder may record a run whose raw
 * materials lack a valid halal certificate on its date, with a reason; the server refuses it from anyone else.
 */
export const OVERRIDE_HALAL_RIGHT = '/produksi/override-halal';
