import { DefenseResponse, type DefenseQueryInput } from '@edgeboard/domain';
import { api } from '@/lib/api';
import { getWithParams } from '@/lib/endpoints';

export const defenseApi = api.injectEndpoints({
  endpoints: (build) => ({
    defense: build.query<DefenseResponse, DefenseQueryInput>(getWithParams('defense', DefenseResponse)),
  }),
});

export const { useDefenseQuery } = defenseApi;
