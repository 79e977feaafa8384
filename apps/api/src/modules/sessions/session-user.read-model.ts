// What a session lookup reads of its account, joined in the one query every signed-in request may run
// (docs/decisions/0064): the users module's table, read only, and only these columns.
import { users } from '../users/users.tables';

export const sessionUsers = {
  table: users,
  identity: { id: users.id, email: users.email, name: users.name, role: users.role },
};
