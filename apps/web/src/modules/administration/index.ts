/** The Verwaltung page, and what the settings area uses: deputies (Stellvertretung), user and group lists. */
export {
  checkDeputy,
  deleteDeputy,
  listDeputies,
  listGroups,
  listUsers,
  saveDeputy,
} from './administration.api.js';
export { LazyAdministrationPage } from './lazy.js';
