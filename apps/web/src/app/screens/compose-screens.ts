// One record of every staff screen from the features' declarations (decision 140).

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void
  ? I
  : never;

/** The screens of every feature in one record. */
export type Composed<F extends readonly object[]> = Intersection<F[number]>;

/** The screen keys that two features both declare. */
type SharedKeys<F extends readonly object[]> = {
  [I in keyof F]: keyof F[I] & { [J in keyof F]: J extends I ? never : keyof F[J] }[number];
}[number];

/** Fails to compile, naming the key, when two features declare a screen under the same key. */
type DistinctKeys<F extends readonly object[]> = [SharedKeys<F>] extends [never]
  ? unknown
  : { 'a screen key declared by two features': SharedKeys<F> };

/** The features' screens (or their parts) in one record, in the order of the features and of each one's. */
export function composeScreens<const F extends readonly object[]>(
  features: F & DistinctKeys<F>,
): Composed<F> {
  return Object.assign({}, ...features) as Composed<F>;
}
