import { makeStore } from './store';

/** The browser's one store; created by the first route that needs it (the landing page does not). */
export const store = makeStore();
