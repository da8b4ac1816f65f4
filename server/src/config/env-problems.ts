import { EnvError, resolveEnv } from './env.ts';

/**
 * The problems `resolveEnv` refuses `source` with, in its order; [] when it starts. Any error
 * other than an EnvError is thrown on. For tests and tools that check a configuration whole.
 */
export function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    resolveEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}
