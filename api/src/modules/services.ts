// The container's token for the HTTP layer's services (their shape: http/app-services.ts).
export type { AppServices } from '../http/app-services';

export const SERVICES = Symbol.for('edgeboard.AppServices');
