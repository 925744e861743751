/**
 * Compose's variable interpolation, so the JSON schema sees the values Compose would:
 * ${VAR} ${VAR:-default} ${VAR-default} ${VAR:?message} ${VAR?message}, and $$ for a literal $.
 */
const reference = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g;

function interpolateString(text: string, env: Record<string, string>): string {
  return text.replace(reference, (match, name: string | undefined, colon: string | undefined, operator: string | undefined, word = '') => {
    if (match === '$$') return '$';
    const value = env[name!];
    // With the colon an empty value counts as unset, as in the shell.
    const unset = value === undefined || (colon === ':' && value === '');
    if (!unset) return value;
    if (operator === '?') throw new Error(`${name} is required: ${word}`);
    return operator === '-' ? word : '';
  });
}

/** The parsed file with every string interpolated from env; throws for a required variable env lacks. */
export function interpolate(value: unknown, env: Record<string, string>): unknown {
  if (typeof value === 'string') return interpolateString(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolate(item, env));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, env)]));
  }
  return value;
}
