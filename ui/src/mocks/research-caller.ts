// How the research tools' and alerts' mock handlers call a use case, in the API's order: a token that is not a
// live session is refused (the viewer middleware), then the input is validated (the route's schema), then a
// signed-out caller gets 401 (requireViewer), and the use case decides the rest; its domain errors answer in the
// server's envelope.
import type { SubscriptionState, UserProfile } from '@edgeboard/domain';
import { HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { answering, invalid } from './api-errors';
import { demoWorld, subscriptionOf, type DemoWorld } from './demo-world';
import { researchRepos, type ResearchRepositories } from './research-repositories';
import { refusedToken, unauthorized } from './session';

export type ViewerOf = (w: DemoWorld, request: Request) => UserProfile | null;

export interface ResearchCaller {
  userId: string;
  subscription: SubscriptionState;
  repos: ResearchRepositories;
  world: DemoWorld;
}

/** The input as the route's schema reads it: the query string, or the JSON body (absent or broken: null). */
export async function inputOf(request: Request, from: 'query' | 'body'): Promise<unknown> {
  if (from === 'query') return Object.fromEntries(new URL(request.url).searchParams);
  return request.json().catch(() => null);
}

/** Answers `answer`'s result as JSON with `status`, or the refusal the API would give. */
export async function asResearchCaller<S extends z.ZodType>(
  viewerOf: ViewerOf,
  request: Request,
  input: { schema: S; from: 'query' | 'body' } | null,
  answer: (caller: ResearchCaller, input: z.infer<S>) => Promise<JsonBodyType>,
  status = 200,
): Promise<Response> {
  const w = demoWorld();
  const refused = refusedToken(w, request);
  if (refused) return refused;
  const parsed = input?.schema.safeParse(await inputOf(request, input.from));
  if (parsed && !parsed.success) return invalid(parsed.error);
  const user = viewerOf(w, request);
  if (!user) return unauthorized();
  const caller = {
    userId: user.id,
    subscription: subscriptionOf(w, user),
    repos: researchRepos(w),
    world: w,
  };
  return answering(async () =>
    HttpResponse.json(await answer(caller, parsed?.data as z.infer<S>), { status }),
  );
}
