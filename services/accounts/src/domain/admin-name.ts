/**
 * The administrator's name is reserved (ADR 0024): registration refuses it and every name that reads like it,
 * so nobody can pass for the administrator in a list of users or in a message. What "reads like it" means is
 * the name's skeleton: the same skeleton, the same name to a reader.
 */

// Digits and letters a reader takes for one another (registration allows only letters, digits, '.', '_', '-').
const lookAlikes: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'l',
  i: 'l',
  '2': 'z',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'g',
  '7': 't',
  '8': 'b',
  '9': 'g',
};

// Pairs that render as one letter in most fonts.
const ligatures: readonly (readonly [RegExp, string])[] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
];

/**
 * The skeleton of a username: lower case, look-alike digits and letters folded into one, separators
 * ('.', '_', '-') dropped, letter pairs that render as one letter merged, and repeated letters collapsed.
 * 'Spel1_Adm1n' and 'spelladmin' share the skeleton 'speladmln'.
 */
export function usernameSkeleton(username: string): string {
  let folded = [...username.toLowerCase()].map((ch) => lookAlikes[ch] ?? ch).join('');
  folded = folded.replace(/[._-]/g, '');
  for (const [pair, letter] of ligatures) folded = folded.replace(pair, letter);
  return folded.replace(/(.)\1+/g, '$1');
}

/** Whether `username` is the administrator's name or reads like it. */
export function isReservedUsername(username: string, adminUsername: string): boolean {
  return usernameSkeleton(username) === usernameSkeleton(adminUsername);
}
