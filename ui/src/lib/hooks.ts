import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from './api';

// The store (app/store.ts) holds the API slice and nothing else, so its state and dispatch are spelled out
// from the slice here: shared code never imports the app shell.
export interface RootState {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
}
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
