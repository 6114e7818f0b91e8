// Whether two objects share V8's hidden class (their "map"): objects built the same way should.
// In Node 20's V8 some ways of building an object give each one a hidden class of its own, which
// is garbage once the object is (decision 023); these tests hold the hot paths to the other ways.
import { setFlagsFromString } from "node:v8";

setFlagsFromString("--allow-natives-syntax");
// Compiled after the flag is set: the natives syntax parses only then.
const haveSameMap = new Function("a", "b", "return %HaveSameMap(a, b)") as (a: object, b: object) => boolean;

export function sameHiddenClass(a: object, b: object): boolean {
  return haveSameMap(a, b);
}

/**
 * How many neighbours in `objects` (built one after another) share a hidden class. V8 may replace a
 * hidden class once while code warms up (a field it saw holding small integers then holds another
 * kind of value: the objects built before keep the old class until next touched), which breaks one
 * link of the chain; an object built with a class of its own breaks every link.
 */
export function neighboursSharingHiddenClass(objects: readonly object[]): number {
  let shared = 0;
  for (let i = 1; i < objects.length; i++) if (haveSameMap(objects[i - 1]!, objects[i]!)) shared++;
  return shared;
}
