// CPU time used so far by a process and all its descendants, read from Linux's /proc (user plus
// system). The bench divides it by the requests served: CPU per request is what decides how many
// cores a request rate needs, and it is far less sensitive than req/s to what else the machine runs.
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux Perch runs on). */
const TICKS_PER_S = 100;

/** @param {string} pid @returns {{ ppid: number, ticks: number } | null} */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: split after it.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // utime and stime, then cutime and cstime: the time of children it has waited for. Without
    // those, a child that ended between two readings (a PostgreSQL backend whose pooled
    // connection closed, an autovacuum worker) took its whole CPU time out of the tree's sum.
    return {
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

/** Every process's parent and CPU ticks, from /proc; null where /proc is not (not Linux). */
function processTable() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, number>} */
  const ticks = new Map();
  for (const pid of pids) {
    const s = stat(pid);
    if (!s) continue;
    ticks.set(Number(pid), s.ticks);
    children.set(s.ppid, [...(children.get(s.ppid) ?? []), Number(pid)]);
  }
  return { children, ticks };
}

/**
 * `rootPid` and its living descendants, or null where /proc is not or `rootPid` has ended.
 * @param {number} rootPid
 * @param {ReturnType<typeof processTable>} [table]
 * @returns {number[] | null}
 */
export function treePids(rootPid, table = processTable()) {
  if (!table?.ticks.has(rootPid)) return null;
  const found = [];
  const todo = [rootPid];
  while (todo.length > 0) {
    const pid = /** @type {number} */ (todo.pop());
    found.push(pid);
    todo.push(...(table.children.get(pid) ?? []));
  }
  return found;
}

/**
 * CPU milliseconds used by `rootPid` and its descendants, living or ended (an ended one's time
 * is in its parent's cutime and cstime once waited for, in its own /proc entry until then), or
 * null where /proc is not (not Linux).
 * @param {number} rootPid
 * @returns {number | null}
 */
export function treeCpuMs(rootPid) {
  const table = processTable();
  const pids = treePids(rootPid, table);
  if (!table || !pids) return null;
  return (pids.reduce((total, pid) => total + (table.ticks.get(pid) ?? 0), 0) * 1000) / TICKS_PER_S;
}
