/**
 * Contract conformance of the server's own answers (issue 19; decision 033): every answer of an operation of
 * openapi.yaml must carry a status the operation declares (a status of 400 or more may fall under its `default`),
 * and a JSON body must match the schema declared for that status, closed: a field the contract does not name is a
 * violation too. A violation is reported, never turned into an error: the answer goes out as it is.
 *
 * Fastify's own reports of a handler's misuse of the reply (a second send, "Reply was already sent"; a handler that
 * failed after its answer was sent) are violations too: the client gets its answer, and only the log says the code is
 * wrong, so nobody would notice. They are taken from the app's logger (`hooks.logMethod`), which the check adds when
 * the app has none (the server suite) and whose output it leaves as asked.
 *
 * One check for both users: the server suite (test/helpers.ts collects the violations of each test file and fails
 * it) and the e2e runs (`PAWON_CONFORMANCE_LOG`, set by e2e/playwright.config.ts: the server appends each violation
 * to that file as a JSON line, and the run's global teardown fails on any). Off otherwise: it costs nothing in
 * production. Validators are compiled on first use, once per distinct schema.
 */
import fs from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Contract } from '../openapi.js';

type Json = Record<string, unknown>;

/** One answer that broke the contract. */
export interface Violation {
  method: string;
  /** The operation's route (`/api/position/delete/:id`). */
  route: string;
  /** The requested url, query string included. */
  url: string;
  status: number;
  problem: string;
  /** The e2e test that caused it, when its requests said (header `x-pawon-test`). */
  test?: string;
}

export type ViolationSink = (violation: Violation) => void;

export interface ConformanceChecker {
  /**
   * What is wrong with an answer of the operation `method route`: undefined when it conforms or when the route is no
   * operation of the contract. `body` is checked when it is JSON text (files and exports are streams or buffers).
   */
  check(method: string, route: string, status: number, body: string | undefined): string | undefined;
}

/**
 * The schema with every object that names its properties closed (`additionalProperties: false` unless it says
 * otherwise). Objects combined with allOf, anyOf or oneOf at their own level are left open: a branch may name
 * the rest. The contract's allOf are already flattened (src/openapi.ts).
 */
export function closedSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closedSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    // Property names and enum or default values are data, not schemas.
    if (k === 'properties' && v && typeof v === 'object')
      out[k] = Object.fromEntries(Object.entries(v as Json).map(([name, s]) => [name, closedSchema(s)]));
    else if (k === 'enum' || k === 'default' || k === 'const' || k === 'examples' || k === 'required')
      out[k] = v;
    else out[k] = closedSchema(v);
  }
  const combined = 'allOf' in out || 'anyOf' in out || 'oneOf' in out;
  if (out.properties && out.additionalProperties === undefined && !out.patternProperties && !combined)
    out.additionalProperties = false;
  return out;
}

/** The checker of a contract: its shared schemas added once, each answer's validator compiled on first use. */
export function conformanceChecker(contract: Contract): ConformanceChecker {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  for (const schema of contract.schemas) ajv.addSchema(closedSchema(schema) as Json);

  const paths = (contract.doc.paths ?? {}) as Record<string, Record<string, { responses?: Json }>>;
  const operations = new Map<string, { declared: Set<string>; schemas: Record<string, object> }>(
    contract.operations.map((op) => {
      const declared = Object.keys(paths[op.path]?.[op.method.toLowerCase()]?.responses ?? {});
      return [`${op.method} ${op.routePath}`, { declared: new Set(declared), schemas: op.response }] as const;
    }),
  );
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (schema: object) => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile(closedSchema(schema) as Json)));
    return validate;
  };

  return {
    check(method, route, status, body) {
      const op = operations.get(`${method} ${route}`);
      if (!op) return undefined;
      const code = String(status);
      const declared = op.declared.has(code)
        ? code
        : status >= 400 && op.declared.has('default')
          ? 'default'
          : null;
      if (!declared) return `answered ${status}, which the contract does not list for this operation`;
      const schema = op.schemas[declared];
      if (body === undefined) return undefined;
      if (!schema) return `answered ${status} with JSON, where the contract declares no JSON body`;
      let data: unknown;
      try {
        data = JSON.parse(body);
      } catch {
        return `answered ${status} with a body that is not JSON`;
      }
      const validate = validatorOf(schema);
      return validate(data)
        ? undefined
        : `${status}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`;
    },
  };
}

/** Fastify's logger options: `false`, `true` or pino's options. */
type LoggerOption = FastifyServerOptions['logger'];
type PinoOptions = Exclude<NonNullable<LoggerOption>, boolean>;
type LogMethodHook = NonNullable<NonNullable<PinoOptions['hooks']>['logMethod']>;

/** pino's levels by name: the logger is opened at `warn` at most, where Fastify reports a second send. */
const LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};
const WARN = LEVELS.warn!;

/** An error code of Fastify's for a reply used wrongly (`FST_ERR_REP_ALREADY_SENT`, `FST_ERR_SEND_INSIDE_ONERR`…). */
const MISUSE_CODE = /^FST_ERR_(REP|SEND)_/;
/** Fastify's messages of the same kind that carry no error code. */
const MISUSE_MESSAGE = /^(Promise errored, but reply\.sent = true was set|Reply was already sent)/;

/** What a log entry reports of a handler's misuse of the reply, or undefined for any other entry. */
export function misuseOf(args: readonly unknown[]): string | undefined {
  const [first, second] = args;
  const fields = first && typeof first === 'object' ? (first as { err?: unknown }) : undefined;
  const message = fields ? second : first;
  const err = fields?.err as { code?: unknown; message?: unknown } | undefined;
  const code = typeof err?.code === 'string' ? err.code : undefined;
  const known = code !== undefined && MISUSE_CODE.test(code);
  if (!known && !(typeof message === 'string' && MISUSE_MESSAGE.test(message))) return undefined;
  const parts = [
    typeof message === 'string' ? message : undefined,
    typeof err?.message === 'string' ? err.message : undefined,
  ].filter(Boolean);
  return `Fastify reported a misuse of the reply: ${parts.join(': ')}${code ? ` (${code})` : ''}`;
}

/** The check of one app: its logger (given when the app is built) and its hook (registered after all others). */
export interface Conformance {
  /**
   * The app's logger options with a hook that hands Fastify's reports of misuse to the sink, the rest of each entry
   * logged as `asked` said: with no logger asked for (the server suite) nothing is written, and a level above `warn`
   * still hides what it hid (the logger itself runs at `warn` so that the reports reach the hook).
   */
  logger(asked: LoggerOption): LoggerOption;
  /** Checks each answer of `app` against the contract (the answer itself is sent unchanged). */
  register(app: FastifyInstance): void;
}

/** The conformance check of an app built with `contract`, handing each violation to `sink`. */
export function conformance(contract: Contract, sink: ViolationSink): Conformance {
  const checker = conformanceChecker(contract);
  // Each answer's reply by its request's logger, which is the one Fastify reports a misuse on (found again through
  // the prototype chain from a child of it: pino's children inherit from their parent). Weak: nothing to clean up.
  const replies = new WeakMap<object, FastifyReply>();
  const replyOf = (logger: object): FastifyReply | undefined => {
    for (let o: object | null = logger; o; o = Object.getPrototypeOf(o) as object | null) {
      const reply = replies.get(o);
      if (reply) return reply;
    }
    return undefined;
  };

  const violation = (req: FastifyRequest, status: number, problem: string): Violation => {
    const test = req.headers['x-pawon-test'];
    return {
      method: req.method,
      route: req.routeOptions.url ?? '',
      url: req.url,
      status,
      problem,
      ...(typeof test === 'string' ? { test: decodeURIComponent(test) } : {}),
    };
  };

  return {
    logger(asked) {
      const options: PinoOptions = asked ? (asked === true ? {} : { ...asked }) : {};
      const shown = asked ? (LEVELS[options.level ?? 'info'] ?? WARN) : Infinity;
      const own = options.hooks?.logMethod;
      const logMethod: LogMethodHook = function (args, write, level) {
        const problem = misuseOf(args);
        if (problem) {
          const reply = replyOf(this);
          // A report outside any answer (none has been sent yet) still counts, without a request to name.
          sink(
            reply
              ? violation(reply.request, reply.statusCode, problem)
              : { method: '', route: '', url: '', status: 0, problem },
          );
        }
        if (level < shown) return;
        if (own) own.call(this, args, write, level);
        else write.apply(this, args);
      };
      return {
        ...options,
        level: shown <= WARN ? (options.level ?? 'info') : 'warn',
        hooks: { ...options.hooks, logMethod },
        // Nothing asked: nothing is written (not even pino's opening of stdout).
        ...(asked ? {} : { stream: { write: () => undefined } }),
      } as LoggerOption;
    },

    register(app) {
      app.addHook('onSend', async (req, reply, payload) => {
        // Every answer passes here before Fastify could report a second send of it.
        replies.set(req.log, reply);
        const route = req.routeOptions.url;
        if (!route) return payload;
        const json = String(reply.getHeader('content-type') ?? '').includes('json');
        const body = typeof payload === 'string' && json ? payload : undefined;
        try {
          const problem = checker.check(req.method, route, reply.statusCode, body);
          if (problem) sink(violation(req, reply.statusCode, problem));
        } catch (err) {
          // The check never breaks an answer; a check that fails is a violation of its own.
          req.log.error({ err }, 'conformance check failed');
          sink(violation(req, reply.statusCode, String(err)));
        }
        return payload;
      });
    },
  };
}

/** A sink appending each violation to `file` as one JSON line (several server processes may share it). */
export function fileSink(file: string): ViolationSink {
  return (violation) => fs.appendFileSync(file, `${JSON.stringify(violation)}\n`);
}

/** One line per violation, for a test's failure message. */
export function describeViolation(v: Violation): string {
  return `${v.method} ${v.route} (${v.url}) ${v.problem}${v.test ? ` [${v.test}]` : ''}`;
}
