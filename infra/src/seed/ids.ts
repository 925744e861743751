/**
 * Seeded rows get ids derived from their family's number, so a second run writes the same ids (and skips what is
 * there) and a seeded row is recognisable at a glance: every id starts with 5eed. The layout is a valid version-4
 * uuid: 5eed<kind>-0000-4000-8<n>-<family>.
 */
const kinds = {
  user: 1,
  story: 2,
  hold: 3,
  welcome: 4,
  purchase: 5,
  holdMovement: 6,
  capture: 7,
  refundMovement: 8,
  refundRequest: 9,
  contactMessage: 10,
} as const;

export type SeedIdKind = keyof typeof kinds;

/** The largest family number an id can carry (12 hex digits) is far beyond any seed; n is a row of the family. */
export function seedId(kind: SeedIdKind, family: number, n = 0): string {
  const kindHex = kinds[kind].toString(16).padStart(4, '0');
  const nHex = n.toString(16).padStart(3, '0');
  const familyHex = family.toString(16).padStart(12, '0');
  return `5eed${kindHex}-0000-4000-8${nHex}-${familyHex}`;
}

/** A demo-provider PaymentIntent id (demo_pi_ and 24 hex digits, as the demo provider makes them). */
export function seedPaymentIntentId(family: number, n: number): string {
  return `demo_pi_5eed${n.toString(16).padStart(4, '0')}${family.toString(16).padStart(16, '0')}`;
}

/** family000001 … family100000: sorts and searches in family order. */
export function familyUsername(family: number): string {
  return `family${String(family).padStart(6, '0')}`;
}
