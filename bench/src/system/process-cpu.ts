import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of the benchmark's own processes, read from /proc where there is one. On a machine that
 * other work shares, requests per second move with everyone else's load; CPU time spent per request
 * by each process moves far less, so it is the figure to compare between two runs.
 */

export interface ProcessCpu {
  name: string;
  pid: number;
}

const PROC = '/proc';

/** Clock ticks per second of /proc's utime and stime; 100 almost everywhere. */
function ticksPerSecond(): number {
  try {
    const value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isInteger(value) && value > 0 ? value : 100;
  } catch {
    return 100;
  }
}

let ticks: number | undefined;

/** Whether this machine reports CPU time per process the way these figures need. */
export function canMeasureCpu(): boolean {
  try {
    readFileSync(`${PROC}/self/stat`, 'utf8');
    return true;
  } catch {
    return false;
  }
}

function statFields(pid: number): string[] {
  // The command name, in parentheses, may hold spaces; the fields after it are fixed.
  const stat = readFileSync(`${PROC}/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** User plus system CPU time of a process so far, in microseconds. */
export function cpuMicroseconds(pid: number): number {
  ticks ??= ticksPerSecond();
  const fields = statFields(pid);
  // After the command: state(0) ppid(1) … utime(11) stime(12).
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / ticks;
}

/**
 * This process's children, named by the workspace whose `dist` they run (`gateway`,
 * `search-service`, …) or by their script's file name.
 */
export function childProcesses(): ProcessCpu[] {
  const children: ProcessCpu[] = [];
  for (const entry of readdirSync(PROC)) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (Number(statFields(pid)[1]) !== process.pid) continue;
      const script = readFileSync(`${PROC}/${pid}/cmdline`, 'utf8').split('\0').find((argument) => argument.endsWith('.js'));
      if (script === undefined) continue;
      const parts = script.split('/');
      const distIndex = parts.lastIndexOf('dist');
      const name = distIndex > 0 && parts[distIndex + 1] === 'index.js' ? (parts[distIndex - 1] ?? script) : (parts.at(-1) ?? script);
      children.push({ name, pid });
    } catch {
      // The process ended while we looked: it is not one of ours any more.
    }
  }
  return children;
}

/** The processes whose parent is `parent` (an nginx master's workers), each under `name`. */
export function childrenOf(parent: number, name: string): ProcessCpu[] {
  const children: ProcessCpu[] = [];
  for (const entry of readdirSync(PROC)) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (Number(statFields(pid)[1]) === parent) children.push({ name, pid });
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/** CPU microseconds each process spent while `work` ran. */
export async function cpuDuring<T>(processes: readonly ProcessCpu[], work: () => Promise<T>): Promise<{ result: T; cpu: Map<string, number> }> {
  const before = processes.map((one) => cpuMicroseconds(one.pid));
  const result = await work();
  const cpu = new Map<string, number>();
  processes.forEach((one, index) => {
    cpu.set(one.name, (cpu.get(one.name) ?? 0) + cpuMicroseconds(one.pid) - (before[index] ?? 0));
  });
  return { result, cpu };
}
