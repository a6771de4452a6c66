import { usersContract } from './users.ts';

export * from './endpoint.ts';
export { errorResponses } from './errors.ts';

/**
 * Every endpoint of the API, by feature. The API registers a route for each (a test holds the two
 * sets equal) and the web client is typed from this object.
 */
export const contract = {
  users: usersContract,
};

export type Contract = typeof contract;
