/**
 * Passwords too common to protect an account (OWASP ASVS 5, 6.2): words that lead every published
 * analysis of leaked German and English passwords, each alone and with the endings people append
 * most, plus digit runs and keyboard walks of German and English layouts. Compared in lower case.
 */
// prettier-ignore
const commonWords = [
  // German
  'passwort', 'kennwort', 'hallo', 'hallihallo', 'schatz', 'schatzi', 'liebe', 'ichliebedich', 'liebling',
  'fussball', 'fußball', 'sommer', 'winter', 'frühling', 'fruehling', 'herbst', 'sonne', 'sonnenschein',
  'blume', 'katze', 'hund', 'hase', 'maus', 'mausi', 'bärchen', 'baerchen', 'engel', 'teufel', 'prinzessin',
  'geheim', 'zugang', 'anmelden', 'benutzer', 'willkommen', 'deutschland', 'berlin', 'hamburg', 'münchen',
  'muenchen', 'köln', 'koeln', 'schalke', 'schalke04', 'bayern', 'fcbayern', 'borussia', 'dortmund', 'bvb09',
  'werder', 'eintracht', 'hertha', 'schule', 'arbeit', 'firma', 'kanzlei', 'steuer', 'buero', 'büro',
  'schokolade', 'weihnachten', 'ostern', 'januar', 'februar', 'maerz', 'april', 'juni', 'juli', 'august',
  'september', 'oktober', 'november', 'dezember', 'montag', 'freitag', 'ficken', 'arschloch', 'mama', 'papa',
  // English
  'password', 'passw0rd', 'p@ssw0rd', 'hello', 'iloveyou', 'welcome', 'admin', 'administrator', 'login',
  'letmein', 'secret', 'test', 'testtest', 'user', 'guest', 'master', 'dragon', 'monkey', 'football',
  'baseball', 'soccer', 'summer', 'sunshine', 'princess', 'shadow', 'superman', 'batman', 'starwars',
  'pokemon', 'trustno1', 'freedom', 'whatever', 'computer', 'internet', 'charlie', 'michael', 'jennifer',
  // first names common in German passwords
  'thomas', 'andreas', 'stefan', 'daniel', 'alexander', 'christian', 'sabine', 'nicole', 'julia', 'anna',
  'lisa', 'markus', 'tobias', 'jana', 'sandra',
  // keyboard walks that are also typed as words
  'qwertz', 'qwerty', 'asdf', 'asdfgh', 'yxcvbnm', 'zxcvbnm', 'abc', 'abcdef',
];

/** What people most often append to a word to meet a length or digit rule. */
// prettier-ignore
const commonEndings = ['', '1', '12', '123', '1234', '12345', '!', '1!', '123!', '01', '2024', '2025', '2026'];

// prettier-ignore
const standalone = [
  'qwertzuiop', 'qwertyuiop', 'asdfghjkl', 'asdfghjklö', '1q2w3e4r', '1q2w3e4r5t', '1qay2wsx', '1qaz2wsx',
  'qayxsw', 'qaywsx', '123qwe', 'qwe123', 'abcd1234', 'a1b2c3d4', 'abcdefgh', 'aaaaaa', '147258369',
  '159753', '123123', '123321', '654321', '987654321', '0987654321', '112233', '121212', '696969',
];

/** Digit runs (123456…, 0123…) and one digit repeated, 6 to 12 characters long. */
function digitPatterns(): string[] {
  const patterns: string[] = [];
  for (let length = 6; length <= 12; length += 1) {
    patterns.push('1234567890'.repeat(2).slice(0, length), '0123456789'.repeat(2).slice(0, length));
    for (let digit = 0; digit <= 9; digit += 1) patterns.push(String(digit).repeat(length));
  }
  return patterns;
}

let commonPasswords: Set<string> | null = null;

/** The list, built once on first use: every word with every ending, the patterns and walks. */
export function listCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set([
    ...commonWords.flatMap((word) => commonEndings.map((ending) => word + ending)),
    ...standalone,
    ...digitPatterns(),
  ]);
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return listCommonPasswords().has(password.toLowerCase());
}

/** The user name itself, in any case, or with one of the common endings. */
export function isUserNamePassword(password: string, userName: string): boolean {
  const name = userName.trim().toLowerCase();
  const candidate = password.toLowerCase();
  return name.length > 0 && commonEndings.some((ending) => candidate === name + ending);
}
