/** Reading an Edge Function's settings (the project's secrets). */

export interface Env {
  get(name: string): string | undefined;
}

/** A setting the function cannot do without. */
export function need(env: Env, name: string): string {
  const value = env.get(name)?.trim();
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** A random secret of at least 32 characters (docs/deploying.md, "Deploying"). */
export function secret(env: Env, name: string): string {
  const value = need(env, name);
  if (value.length < 32) throw new Error(`${name} must be at least 32 characters`);
  return value;
}

/** An origin or URL setting, without its trailing slashes. */
export const origin = (value: string): string => value.replace(/\/+$/, '');
