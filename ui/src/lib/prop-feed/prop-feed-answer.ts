// The answer of GET /api/props/prop-feed (prop-feed-request.ts declares the request), for the API slice and for
// the landing page's lazily loaded preview.
import { PropFeedItem, PropFeedResponse } from '@edgeboard/domain';
import { z } from 'zod';

// The spec allows the feed to answer a bare list as well as { data, count }; both become one shape.
export const RawFeedAnswer = z.union([PropFeedResponse, z.array(PropFeedItem)]);

export const toFeedResponse = (raw: z.infer<typeof RawFeedAnswer>): PropFeedResponse =>
  Array.isArray(raw) ? { data: raw, count: raw.length } : raw;

/** An answer's body, parsed (throws on a shape the contract does not allow). */
export const parseFeedAnswer = (body: unknown): PropFeedResponse => toFeedResponse(RawFeedAnswer.parse(body));
