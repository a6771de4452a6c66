/** Fills an endpoint path's `:name` segments from the params, encoded (`/users/:id` → `/users/7`). */
export function fillPath(path: string, params: Readonly<Record<string, string | number | null | undefined>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
