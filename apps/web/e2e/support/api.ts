import type { APIRequestContext } from 'playwright-core';

/** The JSON body of an API answer that must have succeeded; any other answer fails the journey with its status and body. */
export async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
