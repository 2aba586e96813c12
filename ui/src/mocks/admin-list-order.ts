// The SQL repositories' admin list order for the dev mock's handlers that still filter the world themselves:
// one implementation, the in-memory repositories' (application/src/in-memory/admin-list-order.ts).
import { sortAdminRows as sortInMemoryRows } from '@edgeboard/application/in-memory/admin-list-order';

export const sortAdminRows = sortInMemoryRows;
