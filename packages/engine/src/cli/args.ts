/** Minimal `--flag value` / `--switch` parser; unknown flags are errors so typos do not pass silently. */
export function parseArgs(
  argv: readonly string[],
  spec: { values: readonly string[]; switches: readonly string[] },
): { values: Record<string, string>; switches: Set<string> } | { error: string } {
  const values: Record<string, string> = {};
  const switches = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') ? (eq > 0 ? arg.slice(2, eq) : arg.slice(2)) : '';
    if (name === '') return { error: `unexpected argument '${arg}'` };
    if (spec.switches.includes(name)) {
      switches.add(name);
    } else if (spec.values.includes(name)) {
      const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === '' || (eq < 0 && value.startsWith('--')))
        return { error: `--${name} needs a value` };
      values[name] = value;
    } else {
      return { error: `unknown option --${name}` };
    }
  }
  return { values, switches };
}
