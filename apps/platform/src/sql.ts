/** A piece of SQL with its positional parameters, composed without string-splicing values. */
export interface Sql {
  text: string;
  params: Array<string | number>;
}

export const sql = (text: string, ...params: Array<string | number>): Sql => ({ text, params });

export const placeholders = (count: number): string => Array(count).fill('?').join(', ');

/** ANDs the fragments; an empty list is always true. */
export function and(parts: readonly Sql[]): Sql {
  if (parts.length === 0) return sql('1 = 1');
  return {
    text: parts.map((part) => `(${part.text})`).join(' AND '),
    params: parts.flatMap((part) => part.params),
  };
}

/** Escapes `%`, `_` and the escape character itself for `LIKE … ESCAPE '\'`. */
export const likeContains = (term: string): string => `%${term.replace(/[\\%_]/g, '\\$&')}%`;
