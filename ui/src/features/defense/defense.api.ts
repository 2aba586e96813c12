import { DefenseResponse, type DefenseQueryInput } from '@edgeboard/domain';
import { api } from '@/lib/api';

export const defenseApi = api.injectEndpoints({
  endpoints: (build) => ({
    defense: build.query<DefenseResponse, DefenseQueryInput>({
      query: (params) => ({ url: 'defense', params }),
      responseSchema: DefenseResponse,
    }),
  }),
});

export const { useDefenseQuery } = defenseApi;
