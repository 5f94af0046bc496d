/**
 * One atom per distinct params value, created on first use and kept: a list's query atom keyed
 * by its view (page, sort, filters…), so each view is its own query and a page needs no extra
 * state to tell the atom what to fetch. Params must be plain JSON values in a stable key order
 * (as `useListState` gives them).
 */
export function atomsByParams<P, A>(create: (params: P) => A): (params: P) => A {
  const atoms = new Map<string, A>();
  return (params) => {
    const key = JSON.stringify(params);
    let found = atoms.get(key);
    if (found === undefined) {
      found = create(params);
      atoms.set(key, found);
    }
    return found;
  };
}
