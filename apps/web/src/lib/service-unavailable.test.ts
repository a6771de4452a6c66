import { describe, expect, it } from 'vitest';
import { translate } from '@portal/domain';
import { ApiError } from './api-client.ts';
import { retryDelay } from './query-client.ts';
import { failureKey, isServiceUnavailable } from './service-unavailable.ts';

/** Decision 0062: what a screen says and does when the API answers 503 `databaseUnavailable`. */
const unavailable = () => Object.assign(new ApiError(503, 'databaseUnavailable', 'x'), { retryAfterSeconds: 5 });

describe('the service being unavailable', () => {
  it('replaces a screen\'s generic failure with "try again in a moment"', () => {
    expect(isServiceUnavailable(unavailable())).toBe(true);
    expect(failureKey(unavailable(), 'err.generic')).toBe('err.databaseUnavailable');
    expect(translate('err.databaseUnavailable')).toBe('O serviço está indisponível no momento. Tente novamente em instantes.');
  });

  it('leaves every other failure to the screen', () => {
    expect(failureKey(new ApiError(500, 'generic', 'x'), 'err.generic')).toBe('err.generic');
    expect(failureKey(new ApiError(503, 'patientCareUnavailable', 'x'), 'err.failedToLoadData')).toBe('err.failedToLoadData');
    expect(failureKey(new Error('network'), 'dataTable.loadError')).toBe('dataTable.loadError');
  });

  it('retries a read after the Retry-After the server gave, else after 1 s then 2 s', () => {
    expect(retryDelay(0, unavailable())).toBe(5_000);
    expect(retryDelay(1, unavailable())).toBe(5_000);
    expect(retryDelay(0, new ApiError(0, 'network', 'x'))).toBe(1_000);
    expect(retryDelay(1, new ApiError(500, 'generic', 'x'))).toBe(2_000);
    expect(retryDelay(0, Object.assign(new ApiError(503, 'databaseUnavailable', 'x'), { retryAfterSeconds: 3_600 }))).toBe(30_000);
  });
});
