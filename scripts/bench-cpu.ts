// CPU accounting for `npm run bench:api`, read from Linux's /proc: how many cores the API instances,
// PostgreSQL, the load generator and the whole machine kept busy during a measured window. The machine has
// few cores shared by all of them (and by anything else running), so the figures say what bounded a result.
// Elsewhere than Linux every figure reads 0.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

interface ProcStat {
  ppid: number;
  ticks: number;
}

/** utime + stime of a process, all its threads included; null once it has exited. */
function procStat(pid: number | 'self'): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces or parentheses; the fields after its last ')' are fixed.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** The postmaster and its children (backends, checkpointer, autovacuum…). */
function postgresTicks(postmasterPid: number): number {
  let ticks = procStat(postmasterPid)?.ticks ?? 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return ticks;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    const stat = procStat(Number(name));
    if (stat?.ppid === postmasterPid) ticks += stat.ticks;
  }
  return ticks;
}

function machineTicks(): { busy: number; total: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
    return { busy, total: busy + (idle ?? 0) + (iowait ?? 0) };
  } catch {
    return { busy: 0, total: 0 };
  }
}

export interface CpuSample {
  at: number;
  servers: number;
  postgres: number;
  load: number;
  machine: { busy: number; total: number };
}

/** Cumulative CPU ticks now; the load generator is the calling process. */
export function sampleCpu(serverPids: number[], postmasterPid?: number): CpuSample {
  return {
    at: performance.now(),
    servers: serverPids.reduce((sum, pid) => sum + (procStat(pid)?.ticks ?? 0), 0),
    postgres: postmasterPid === undefined ? 0 : postgresTicks(postmasterPid),
    load: procStat('self')?.ticks ?? 0,
    machine: machineTicks(),
  };
}

/** Mean cores busy between two samples. */
export function coresBusy(a: CpuSample, b: CpuSample) {
  const seconds = (b.at - a.at) / 1000;
  const cores = availableParallelism();
  const perSecond = (ticks: number) => (seconds > 0 ? ticks / clockTicks() / seconds : 0);
  const total = b.machine.total - a.machine.total;
  return {
    servers: perSecond(b.servers - a.servers),
    postgres: perSecond(b.postgres - a.postgres),
    load: perSecond(b.load - a.load),
    machine: total > 0 ? ((b.machine.busy - a.machine.busy) / total) * cores : 0,
    cores,
  };
}
