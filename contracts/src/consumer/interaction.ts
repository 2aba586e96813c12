// One way to declare a consumer interaction and run the web app's call against it. An interaction is data
// (`InteractionSpec`: provider states, description, request, response); `declare` turns it into Pact's V4
// builder, and `api()` / `auth()` give a short chain for writing one:
//
//   api("a request for a scout's alert notices", signedIn('scout'))
//     .get('/api/alerts')
//     .forbidden('upgrade_required')
//     .refuses((ui) => ui.dispatch(alertsApi.endpoints.alerts.initiate()));
//
// The request's session decides both its Authorization header and the token the web app's store sends, so the
// two cannot disagree: a state that signs someone in (TOKEN_STATES) makes it 'signed-in' unless told otherwise.
import { MatchersV3, type V3MockServer } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT } from '../shape';
import { STATE, type SignedInParams } from '../states';
import {
  apiPact,
  authPact,
  bearer,
  dataOf,
  INVALID_ACCESS_TOKEN,
  uiStore,
  type Session,
  type UiStore,
} from './harness';

type Matcher = MatchersV3.Matcher<string>;
type JsonParams = Record<string, string | number | boolean>;
/** A provider state: its name, or its name and parameters. */
export type Given = string | readonly [state: string, params: JsonParams];
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestSpec {
  method: Method;
  path: string | Matcher;
  query?: Record<string, string | Matcher>;
  /** A JSON body (Pact adds its Content-Type). */
  body?: unknown;
  /** A CSV body, sent as the web app sends a file: Content-Type text/csv. */
  csv?: string;
  /** Headers besides Authorization (supabase-js's own, an exact Content-Type). */
  headers?: Record<string, string | Matcher>;
  session: Session;
}

export interface ResponseSpec {
  status: number;
  /** A JSON body; none for an empty answer (204). */
  body?: unknown;
  headers?: Record<string, string | Matcher>;
}

export interface InteractionSpec {
  provider: 'api' | 'auth';
  given: readonly Given[];
  upon: string;
  request: RequestSpec;
  response: ResponseSpec;
}

/** The states whose user the request speaks for (they give accessToken). */
const TOKEN_STATES: readonly string[] = [STATE.signedIn, STATE.admin, STATE.disposableUser, STATE.bet];

const AUTHORIZATION: Record<Session, () => Record<string, string | Matcher>> = {
  'signed-in': bearer,
  'signed-out': () => ({}),
  'invalid-token': () => ({ Authorization: `Bearer ${INVALID_ACCESS_TOKEN}` }),
};

/** The interaction as Pact's builder, ready for `executeTest`. */
export function declare(spec: InteractionSpec) {
  let pact = (spec.provider === 'api' ? apiPact() : authPact()).addInteraction();
  for (const g of spec.given) pact = typeof g === 'string' ? pact.given(g) : pact.given(g[0], g[1]);
  const { method, path, query, body, csv, session } = spec.request;
  const headers = { ...spec.request.headers, ...AUTHORIZATION[session]() };
  const { status, body: answer } = spec.response;
  return pact
    .uponReceiving(spec.upon)
    .withRequest(method, path, (b) => {
      if (query) b.query(query);
      if (csv !== undefined)
        b.headers({ ...headers, 'Content-Type': 'text/csv' }).body('text/plain', Buffer.from(csv));
      else if (Object.keys(headers).length > 0) b.headers(headers);
      if (body !== undefined) b.jsonBody(body);
    })
    .willRespondWith(status, (b) => {
      if (answer !== undefined) b.headers({ ...JSON_CONTENT, ...spec.response.headers }).jsonBody(answer);
    });
}

/** A finished RTK Query call, as `store.dispatch(endpoint.initiate(...))` resolves. */
interface CallResult<T> {
  data?: T;
  error?: unknown;
}
export type UiCall<T> = (ui: UiStore) => PromiseLike<CallResult<T>>;

/** A path (or value) the provider state fills in: `fromState('/api/bets/${betId}', { betId: 'b1' })`. */
export function fromState(expression: string, example: Record<string, string>): Matcher {
  const value = expression.replace(/\$\{(\w+)\}/g, (_, key: string) => {
    const filled = example[key];
    if (filled === undefined) throw new Error(`No example value for \${${key}} in ${expression}`);
    return filled;
  });
  return MatchersV3.fromProviderState(expression, value);
}

/** A signed-in user of the tier (its access token comes from the state). */
export const signedIn = (tier: SignedInParams['tier']): Given => [STATE.signedIn, { tier }];

/** A declared interaction: run the web app's call against it. */
export class Declared {
  constructor(
    readonly spec: InteractionSpec,
    /** The error code of a failure's answer. */
    private readonly code?: string,
  ) {}

  /** Runs `test` against the interaction's mock server (a caller that is not the web app's store). */
  async test(test: (server: V3MockServer) => Promise<void>): Promise<void> {
    await declare(this.spec).executeTest(test);
  }

  /** Runs the web app's call, in a fresh store of the request's session, and gives its result. */
  async run<T>(call: UiCall<T>): Promise<CallResult<T>> {
    let result: CallResult<T> = {};
    await this.test(async (server) => {
      result = await call(uiStore(server, this.spec.request.session));
    });
    return result;
  }

  /** The call's data; a failed call fails the test with the web app's error. */
  async data<T>(call: UiCall<T>): Promise<T> {
    return dataOf(await this.run(call));
  }

  /** The call fails as the response says: its status and error code reach the web app. */
  async refuses(call: UiCall<unknown>): Promise<unknown> {
    const { error } = await this.run(call);
    const { status } = this.spec.response;
    expect(error).toMatchObject(this.code === undefined ? { status } : { status, code: this.code });
    return error;
  }
}

type Unanswered = Omit<InteractionSpec, 'request' | 'response'> & {
  request: Partial<RequestSpec> & Pick<RequestSpec, 'session'>;
};

/** An interaction in the writing: states, description and request; its answer ends it. */
export class Interaction {
  constructor(private readonly spec: Unanswered) {}

  private with(request: Partial<RequestSpec>): Interaction {
    return new Interaction({ ...this.spec, request: { ...this.spec.request, ...request } });
  }

  private answered(response: ResponseSpec, code?: string): Declared {
    const { method, path } = this.spec.request;
    if (method === undefined || path === undefined)
      throw new Error(`"${this.spec.upon}" is answered before its request is declared (get, post, ...)`);
    return new Declared({ ...this.spec, request: { ...this.spec.request, method, path }, response }, code);
  }

  get(path: string | Matcher, query?: RequestSpec['query']) {
    return this.with({ method: 'GET', path, query });
  }
  delete(path: string | Matcher) {
    return this.with({ method: 'DELETE', path });
  }
  post(path: string | Matcher, body: unknown, query?: RequestSpec['query']) {
    return this.with({ method: 'POST', path, body, query });
  }
  put(path: string | Matcher, body: unknown) {
    return this.with({ method: 'PUT', path, body });
  }
  patch(path: string | Matcher, body: unknown) {
    return this.with({ method: 'PATCH', path, body });
  }
  /** A file upload: the CSV as the body. */
  postCsv(path: string, csv: string, query?: RequestSpec['query']) {
    return this.with({ method: 'POST', path, csv, query });
  }
  /** Headers besides Authorization. */
  headers(headers: Record<string, string | Matcher>) {
    return this.with({ headers: { ...this.spec.request.headers, ...headers } });
  }
  as(session: Session) {
    return this.with({ session });
  }

  answers(status: number, body?: unknown, headers?: ResponseSpec['headers']): Declared {
    return this.answered({ status, body, headers });
  }
  /** The { error: { code, message } } answer of every /api failure. */
  fails(status: number, code: string, message?: string): Declared {
    return this.answered({ status, body: apiErrorShape(code, message) }, code);
  }
  /** 400: the request does not validate. */
  invalid(code = 'invalid_request'): Declared {
    return this.fails(400, code);
  }
  /** 401 to a request with no token (signed out). */
  unauthorized(code: string): Declared {
    return this.fails(401, code);
  }
  /** 401 to a token that is not valid: the request is sent with one. */
  invalidToken(): Declared {
    return this.as('invalid-token').fails(401, 'invalid_token');
  }
  forbidden(code: string): Declared {
    return this.fails(403, code);
  }
  notFound(message?: string): Declared {
    return this.fails(404, 'not_found', message);
  }
}

function start(provider: InteractionSpec['provider'], upon: string, given: Given[]): Interaction {
  const signsIn = given.some((g) => TOKEN_STATES.includes(typeof g === 'string' ? g : g[0]));
  const session: Session = signsIn ? 'signed-in' : 'signed-out';
  return new Interaction({ provider, given, upon, request: { session } });
}

/** An interaction with the product API, upon receiving the described request in the given states. */
export const api = (upon: string, ...given: Given[]) => start('api', upon, given);
/** An interaction with the auth service (supabase-js's calls). */
export const auth = (upon: string, ...given: Given[]) => start('auth', upon, given);

/** 403 admin_only: a subscriber of the highest tier (still no admin) asks for a back-office page. */
export const notAnAdmin = (upon: string, path: string, query?: RequestSpec['query']) =>
  api(upon, signedIn('all-star')).get(path, query).forbidden('admin_only');

/** The test every back-office endpoint file declares: a subscriber (not an admin) asking is refused. */
export const itRefusesNonAdmins = (
  upon: string,
  path: string,
  query: RequestSpec['query'] | undefined,
  call: UiCall<unknown>,
) => {
  it('answers 403 to a user who is not an admin', () => notAnAdmin(upon, path, query).refuses(call));
};
