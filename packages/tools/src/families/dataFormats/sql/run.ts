/** dataFormats, SQL formatting in its dialects: the code of the rows in rows.ts beside it. */
import type { FormatOptionsWithLanguage, ParamTypes, SqlLanguage } from 'sql-formatter';
import { dataEngine, dataOperations, fail, lib, MAX_SQL, ok, type Op, sentence } from '../libraries';

/** Every common bind-parameter style, for SQL whose dialect does not have its program's style. */
const BIND_PARAMETERS: ParamTypes = { positional: true, named: [':', '@'], numbered: ['$'] };

const SQL_LANGUAGES = new Set([
  'sql',
  'mysql',
  'mariadb',
  'postgresql',
  'tsql',
  'plsql',
  'sqlite',
  'bigquery',
  'snowflake',
  'redshift',
  'db2',
  'spark',
  'trino',
  'hive',
]);

/** Every SQL row formats; a named dialect’s row gives its `dialect`. */
const sql: Op = ({ input = '', language = 'sql', keywordCase = 'upper' }, params) => {
  if (input.trim() === '') return fail('Enter an SQL query, such as select * from users where id = 1.');
  if (input.length > MAX_SQL)
    return fail('That is too long to format here: up to 50,000 characters. Format it in parts.');
  const lang = params.dialect ?? language;
  if (!SQL_LANGUAGES.has(lang)) return fail('Choose an SQL dialect from the list.');
  const kc = keywordCase === 'lower' || keywordCase === 'preserve' ? keywordCase : 'upper';
  const options: FormatOptionsWithLanguage = { language: lang as SqlLanguage, tabWidth: 2, keywordCase: kc };
  try {
    return ok(lib('sql').format(input, options));
  } catch (error) {
    // Bind parameters (:id, @id, $1, ?) are written by the program, not the dialect: a dialect
    // whose grammar lacks them (standard SQL, MySQL, BigQuery…) reads them on a second try.
    if (/[:@$?]/.test(input))
      try {
        return ok(lib('sql').format(input, { ...options, paramTypes: BIND_PARAMETERS }));
      } catch {
        // The first error says what is wrong with the SQL itself.
      }
    return fail(
      `That SQL could not be read: ${sentence((error as Error).message.split('\n')[0]!)} Check it, or pick its dialect.`,
    );
  }
};

/** The kept libraries each tool needs, loaded before it first runs. */
const needs = {
  'sql-formatter': ['sql'],
  'mysql-formatter': ['sql'],
  'postgresql-formatter': ['sql'],
  'sql-server-formatter': ['sql'],
  'oracle-sql-formatter': ['sql'],
  'sqlite-formatter': ['sql'],
} as const;

/** Each tool's code, by its row's id (rows.ts). */
export const operations = dataOperations(
  {
    'sql-formatter': sql,
    'mysql-formatter': sql,
    'postgresql-formatter': sql,
    'sql-server-formatter': sql,
    'oracle-sql-formatter': sql,
    'sqlite-formatter': sql,
  },
  needs,
);

export const run = dataEngine(operations);
