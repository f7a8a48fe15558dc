// Pawon's own contract rules for Redocly CLI (see redocly.yaml): bounded inputs and outputs, and what access
// control and the app need on every operation.

const typesOf = (schema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Every string has a maxLength (an enum or const bounds itself). */
function StringBounded() {
  return {
    Schema(schema, ctx) {
      if (!typesOf(schema).includes('string') || schema.enum || schema.const !== undefined) return;
      if (schema.maxLength === undefined)
        ctx.report({ message: 'A string needs maxLength.', location: ctx.location });
    },
  };
}

/** Every array has a maxItems. */
function ArrayBounded() {
  return {
    Schema(schema, ctx) {
      if (typesOf(schema).includes('array') && schema.maxItems === undefined)
        ctx.report({ message: 'An array needs maxItems.', location: ctx.location });
    },
  };
}

/** Every integer has a format and both bounds; every number has both bounds. */
function NumberBounded() {
  return {
    Schema(schema, ctx) {
      const types = typesOf(schema);
      if (schema.enum || schema.const !== undefined) return;
      if (types.includes('integer') && !['int32', 'int64'].includes(schema.format))
        ctx.report({ message: 'An integer needs format int32 or int64.', location: ctx.location });
      if (
        (types.includes('integer') || types.includes('number')) &&
        (schema.minimum === undefined || schema.maximum === undefined)
      )
        ctx.report({ message: 'A number needs minimum and maximum.', location: ctx.location });
    },
  };
}

/**
 * Access and answers: each operation states its right (x-right) and, unless public (`security: []`), the menus
 * that grant it (its own x-menus or its tag's); it declares 401 and 403 when it needs a session, 422 when it
 * takes input, 429 with Retry-After where it throttles (sign-in), and a default error answer. A JSON body is
 * accepted as multipart too, with the same schema.
 */
function OperationContract() {
  const tagMenus = new Map();
  return {
    Tag(tag) {
      if (tag['x-menus']) tagMenus.set(tag.name, tag['x-menus']);
    },
    Operation: {
      leave(op, ctx) {
        // `webhooks` (decision 065) are what Pawon sends, not calls it answers: none of these rules is theirs.
        if (ctx.location.pointer.startsWith('#/webhooks/')) return;
        const report = (message) => ctx.report({ message, location: ctx.location.key() });
        const isPublic = Array.isArray(op.security) && op.security.length === 0;
        const codes = Object.keys(op.responses ?? {});
        if (!['view', 'create', 'update', 'delete'].includes(op['x-right']))
          report('x-right must be view, create, update or delete.');
        const menus = op['x-menus'] ?? (op.tags ?? []).map((t) => tagMenus.get(t)).find(Boolean);
        if (!isPublic && !Array.isArray(menus))
          report('x-menus is needed on the operation or its tag (or security: [] for a public one).');
        if (!codes.includes('default')) report('A default error answer is needed.');
        if (!isPublic && !codes.includes('401')) report('An operation that needs a session declares 401.');
        if (!isPublic && Array.isArray(menus) && menus.length > 0 && !codes.includes('403'))
          report('A menu-gated operation declares 403.');
        const takesInput = Boolean(op.requestBody) || (op.parameters ?? []).length > 0;
        if (takesInput && !codes.includes('422')) report('An operation that takes input declares 422.');
        if (op.operationId === 'login') {
          const tooMany = op.responses?.['429'] && ctx.resolve(op.responses['429']).node;
          if (!tooMany?.headers?.['Retry-After']) report('Sign-in declares 429 with a Retry-After header.');
        }
        const body = op.requestBody && ctx.resolve(op.requestBody).node;
        const content = body?.content ?? {};
        const json = content['application/json']?.schema;
        const form = content['multipart/form-data']?.schema;
        if (json && JSON.stringify(json) !== JSON.stringify(form))
          report('A JSON body is accepted as multipart/form-data too, with the same schema.');
      },
    },
  };
}

export default function pawonRules() {
  return {
    id: 'pawon',
    rules: {
      oas3: {
        'string-bounded': StringBounded,
        'array-bounded': ArrayBounded,
        'number-bounded': NumberBounded,
        'operation-contract': OperationContract,
      },
    },
  };
}
