/** What other screens use from the administration module: deputies (Stellvertretung) and the user and group lists. */
export {
  checkDeputy,
  deleteDeputy,
  listDeputies,
  listGroups,
  listUsers,
  saveDeputy,
} from './administration.api.js';
