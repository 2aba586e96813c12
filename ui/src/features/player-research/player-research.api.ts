import {
  PlayerResearchResponse,
  PropCalculatorResponse,
  type EngineStatType,
  type PropCalculatorRequest,
} from '@edgeboard/domain';
import { api } from '@/lib/api';

export interface ResearchRequest {
  id: string;
  statType?: EngineStatType;
  line?: number;
}

export const playerResearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    playerResearch: build.query<PlayerResearchResponse, ResearchRequest>({
      query: ({ id, ...params }) => ({ url: `players/${encodeURIComponent(id)}/research`, params }),
      responseSchema: PlayerResearchResponse,
    }),
    propCalculator: build.mutation<PropCalculatorResponse, PropCalculatorRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `players/${encodeURIComponent(id)}/calculator`,
        method: 'POST',
        body,
      }),
      responseSchema: PropCalculatorResponse,
    }),
  }),
});

export const { usePlayerResearchQuery, usePropCalculatorMutation } = playerResearchApi;
