/**
 * `make`, computed once per distinct text and kept for the life of the process. For what the
 * server derives from a fixed set of texts on every request (a statement's compiled form or
 * its hash, the session secret's key object): the set must be bounded, as nothing is evicted.
 */
export function memoByText<T>(make: (text: string) => T): (text: string) => T {
  const made = new Map<string, T>();
  return (text) => {
    let value = made.get(text);
    if (value === undefined) {
      value = make(text);
      made.set(text, value);
    }
    return value;
  };
}
