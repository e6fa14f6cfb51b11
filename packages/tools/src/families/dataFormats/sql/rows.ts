/** dataFormats, SQL formatting in its dialects: the rows (data). Their code is run.ts beside them. */
import type { Field } from '../../../types';
import { input, type Row, topicRows } from '../spec';

const SQL_DIALECTS = [
  { value: 'sql', label: 'Standard SQL' },
  { value: 'mysql', label: 'MySQL' },
  { value: 'mariadb', label: 'MariaDB' },
  { value: 'postgresql', label: 'PostgreSQL' },
  { value: 'tsql', label: 'SQL Server (T-SQL)' },
  { value: 'plsql', label: 'Oracle (PL/SQL)' },
  { value: 'sqlite', label: 'SQLite' },
  { value: 'bigquery', label: 'BigQuery' },
  { value: 'snowflake', label: 'Snowflake' },
  { value: 'redshift', label: 'Amazon Redshift' },
  { value: 'db2', label: 'IBM Db2' },
  { value: 'spark', label: 'Spark SQL' },
  { value: 'trino', label: 'Trino / Presto' },
  { value: 'hive', label: 'Hive' },
];

const keywordCase: Field = {
  name: 'keywordCase',
  label: 'Keywords',
  type: 'select',
  default: 'upper',
  options: [
    { value: 'upper', label: 'UPPER CASE' },
    { value: 'lower', label: 'lower case' },
    { value: 'preserve', label: 'As written' },
  ],
};

const SQL_QUERY = 'select id, name from users where active = 1 order by name';
const SQL_FORMATTED = 'SELECT\n  id,\n  name\nFROM\n  users\nWHERE\n  active = 1\nORDER BY\n  name';

const SQL_NAMED = [
  {
    id: 'mysql-formatter',
    dialect: 'mysql',
    name: 'MySQL Formatter',
    keywords: ['format mysql query', 'mysql beautifier', 'mysql pretty print', 'mariadb formatter'],
    example: 'select `id`, count(*) as n from orders group by `id` limit 10',
    output: 'SELECT\n  `id`,\n  count(*) AS n\nFROM\n  orders\nGROUP BY\n  `id`\nLIMIT\n  10',
  },
  {
    id: 'postgresql-formatter',
    dialect: 'postgresql',
    name: 'PostgreSQL Formatter',
    keywords: ['postgres formatter', 'format postgresql query', 'pgsql beautifier', 'psql pretty print'],
    example: "select id, data->>'name' as name from users where id = $1",
    output: "SELECT\n  id,\n  data ->> 'name' AS name\nFROM\n  users\nWHERE\n  id = $1",
  },
  {
    id: 'sql-server-formatter',
    dialect: 'tsql',
    name: 'SQL Server (T-SQL) Formatter',
    keywords: ['tsql formatter', 't-sql beautifier', 'mssql formatter', 'format sql server query'],
    example: 'select top 5 [id], [name] from dbo.users',
    output: 'SELECT\n  TOP 5 [id],\n  [name]\nFROM\n  dbo.users',
  },
  {
    id: 'oracle-sql-formatter',
    dialect: 'plsql',
    name: 'Oracle PL/SQL Formatter',
    keywords: ['plsql formatter', 'oracle sql beautifier', 'format oracle query', 'pl/sql pretty print'],
    example: 'select id from users where rownum <= 5',
    output: 'SELECT\n  id\nFROM\n  users\nWHERE\n  rownum <= 5',
  },
  {
    id: 'sqlite-formatter',
    dialect: 'sqlite',
    name: 'SQLite Formatter',
    keywords: ['format sqlite query', 'sqlite beautifier', 'sqlite pretty print'],
    example: 'select id, name from users limit 3',
    output: 'SELECT\n  id,\n  name\nFROM\n  users\nLIMIT\n  3',
  },
];

export const rows: readonly Row[] = [
  {
    id: 'sql-formatter',
    name: 'SQL Formatter',
    description: 'Format an SQL query for reading, in the dialect you choose.',
    category: 'developer',
    keywords: ['sql beautifier', 'format sql', 'sql pretty print', 'sql query formatter', 'beautify sql'],
    fields: [
      input('SQL'),
      { name: 'language', label: 'Dialect', type: 'select', default: 'sql', options: SQL_DIALECTS },
      keywordCase,
    ],
    examples: [
      { input: { input: SQL_QUERY }, output: SQL_FORMATTED },
      { input: { input: 'SELECT a FROM t', keywordCase: 'lower' }, output: 'select\n  a\nfrom\n  t' },
      // Named bind parameters, as an application writes them.
      {
        input: { input: 'select id from users where email = :email and status = :status' },
        output: 'SELECT\n  id\nFROM\n  users\nWHERE\n  email = :email\n  AND status = :status',
      },
    ],
  },
  ...SQL_NAMED.map(
    (d): Row => ({
      id: d.id,
      params: { dialect: d.dialect },
      name: d.name,
      description: `Format a ${d.name.replace(/ Formatter$/, '')} query for reading.`,
      category: 'developer',
      keywords: d.keywords,
      fields: [input('SQL'), keywordCase],
      examples: [{ input: { input: d.example }, output: d.output }],
    }),
  ),
];

export const topic = topicRows(50, rows);
