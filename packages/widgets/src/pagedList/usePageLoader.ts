import { useEffect, useState } from 'react';

/** The last answer and the query it answers, or that query's failure. */
type Loaded<Query, Page> =
  | { query: Query; attempt: number; page: Page }
  | { query: Query; attempt: number; failed: true }
  | { query: null };

/**
 * Reads a page through `load` whenever the query changes (pass a memoised one: a new object is
 * a new read) or `retry` is called, and only while `enabled`. The last page stays shown while
 * the next loads; an answer that arrives after a newer query is dropped.
 */
export function usePageLoader<Query, Page>(
  load: (query: Query) => Promise<Page>,
  query: Query,
  enabled = true,
) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<Query, Page>>({ query: null });

  useEffect(() => {
    if (!enabled) return;
    let isCurrent = true;
    load(query).then(
      (page) => isCurrent && setLoaded({ query, attempt, page }),
      () => isCurrent && setLoaded({ query, attempt, failed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [enabled, load, query, attempt]);

  const isLoading = loaded.query !== query || ('attempt' in loaded && loaded.attempt !== attempt);
  return {
    /** The last page read, shown while another loads. */
    page: 'page' in loaded ? loaded.page : undefined,
    isLoading,
    /** The read of this query failed: offer `retry`. */
    isFailed: 'failed' in loaded && !isLoading,
    retry: () => setAttempt((count) => count + 1),
  };
}
