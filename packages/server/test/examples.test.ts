/**
 * Issue 41: the examples of openapi.yaml (request bodies and answers, shown by /api/docs) are checked here against
 * their operation's schemas by the same validators the server uses: the body validator of every call, and the
 * conformance check of every answer (closed: a field the contract does not name fails). A wrong example fails, and
 * so does a missing one: every operation with a JSON request body has a request example, every operation with a
 * JSON 200 answer an answer example. Answers of another type (files, exports, PDFs, images, backups, the reference
 * page) need none. The examples are recorded by `packages/server/scripts/recordExamples.ts`.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '@pawon/api-client/contract';
import { loadContract, type Operation } from '../src/openapi.js';
import { conformanceChecker } from '../src/plugins/conformance.js';
import { createValidatorCompiler } from '../src/plugins/validation.js';

const contract = loadContract();
const doc = contract.doc;
const componentExamples = ((doc.components as Json).examples ?? {}) as Record<string, Json>;
const compile = createValidatorCompiler(contract.schemas);
const answers = conformanceChecker(contract);

type Example = { name: string; value: unknown };

/** The examples of a media type map (`content`), references into components/examples resolved. */
function examplesOf(content: unknown): Example[] {
  const out: Example[] = [];
  for (const [type, media] of Object.entries((content ?? {}) as Record<string, Json>)) {
    if (media.example !== undefined) out.push({ name: `${type} example`, value: media.example });
    for (const [name, ex] of Object.entries((media.examples ?? {}) as Record<string, Json>)) {
      const ref = typeof ex.$ref === 'string' ? ex.$ref.replace('#/components/examples/', '') : undefined;
      const resolved = ref ? componentExamples[ref] : ex;
      expect(resolved, `${type} ${name}: ${String(ex.$ref)}`).toBeDefined();
      out.push({ name: `${type} ${name}`, value: resolved!.value });
    }
  }
  return out;
}

const resolveRef = (node: Json): Json => {
  let current = node;
  while (typeof current?.$ref === 'string' && !current.$ref.startsWith('#/components/schemas/')) {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((acc, key) => acc[key] as Json, doc);
  }
  return current;
};

function declared(op: Operation): Json {
  return ((doc.paths as Json)[op.path] as Json)[op.method.toLowerCase()] as Json;
}

const requestExamples = (op: Operation) =>
  examplesOf(resolveRef((declared(op).requestBody ?? {}) as Json).content);

const answerExamples = (op: Operation) =>
  Object.entries((declared(op).responses ?? {}) as Record<string, Json>).flatMap(([status, answer]) =>
    examplesOf(resolveRef(answer).content).map((ex) => ({ ...ex, status })),
  );

/** The body validator the server runs on the call (undefined when the example passes, else its errors). */
function bodyProblem(op: Operation, value: unknown): string | undefined {
  const validate = compile({ schema: op.body!, httpPart: 'body', method: op.method, url: op.routePath });
  return validate(structuredClone(value)) ? undefined : JSON.stringify(validate.errors);
}

const answerProblem = (op: Operation, status: string, value: unknown) =>
  answers.check(op.method, op.routePath, Number(status), JSON.stringify(value));

/** The media types of an operation's request body and of its 200 answer. */
const requestTypes = (op: Operation) =>
  Object.keys((resolveRef((declared(op).requestBody ?? {}) as Json).content ?? {}) as Json);
const answerTypes = (op: Operation) =>
  Object.keys((resolveRef(((declared(op).responses as Json)['200'] ?? {}) as Json).content ?? {}) as Json);

const withExamples = contract.operations.filter(
  (op) => requestExamples(op).length > 0 || answerExamples(op).length > 0,
);

describe('the examples of openapi.yaml', () => {
  it('cover the most used operations: sign-in, orders, customers, products, stock, payments', () => {
    const ids = withExamples.map((op) => op.operationId);
    for (const id of [
      'login',
      'transactionAdd',
      'transactionList',
      'customerList',
      'customerAdd',
      'productList',
      'stockList',
      'paymentAdd',
    ])
      expect(ids).toContain(id);
    console.info(`${withExamples.length} of ${contract.operations.length} operations have examples`);
  });

  it('cover every operation: a JSON request body has a request example, a JSON 200 answer an answer example', () => {
    const missing = contract.operations.flatMap((op) => [
      ...(requestTypes(op).includes('application/json') && requestExamples(op).length === 0
        ? [`${op.operationId}: request`]
        : []),
      ...(answerTypes(op).includes('application/json') &&
      answerExamples(op).filter((ex) => ex.status === '200').length === 0
        ? [`${op.operationId}: 200 answer`]
        : []),
    ]);
    expect(missing).toEqual([]);
  });

  it.each(withExamples.map((op) => [op.operationId, op] as const))(
    '%s: each request body example passes the body validator, each answer example the conformance check',
    (_id, op) => {
      for (const ex of requestExamples(op)) {
        expect(op.body, `${ex.name}: an example for an operation without a body`).toBeDefined();
        expect(bodyProblem(op, ex.value), ex.name).toBeUndefined();
      }
      for (const ex of answerExamples(op))
        expect(answerProblem(op, ex.status, ex.value), ex.name).toBeUndefined();
    },
  );

  it('fails a wrong example: a field the schema does not name, a value of the wrong type, a missing field', () => {
    const add = contract.operations.find((op) => op.operationId === 'transactionAdd')!;
    const [request] = requestExamples(add);
    const [answer] = answerExamples(add);
    const body = request!.value as Json;
    expect(bodyProblem(add, { ...body, discount: 10 })).toMatch(/additional/i);
    expect(bodyProblem(add, { ...body, customerId: 'Agen' })).toMatch(/integer/);
    const { packs: _packs, ...noPacks } = body;
    expect(bodyProblem(add, noPacks)).toMatch(/packs/);
    const datas = (answer!.value as Json).datas as Json;
    expect(
      answerProblem(add, answer!.status, { ...(answer!.value as Json), datas: { ...datas, cost: 1 } }),
    ).toMatch(/additional/i);
    expect(
      answerProblem(add, answer!.status, {
        ...(answer!.value as Json),
        datas: { ...datas, total: '162000' },
      }),
    ).toMatch(/number|integer/);
  });
});
