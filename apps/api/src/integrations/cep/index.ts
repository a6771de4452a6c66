import type { OnboardingConfig } from '#platform/config.ts';
import type { CepProvider } from './cep.ts';
import { cepSimulator } from './simulator.ts';
import { viaCepClient } from './viacep-client.ts';
import { instrumented } from '#platform/metrics/external-calls.ts';

export type { CepProvider } from './cep.ts';

/** The offline simulator by default; CEP_PROVIDER=viacep uses the ViaCEP-compatible client at CEP_BASE_URL. */
export function cepProvider(config: OnboardingConfig): CepProvider {
  return config.cepProvider === 'viacep' ? instrumented('cep', 'viacep', viaCepClient(config.cepBaseUrl)) : instrumented('cep', 'simulator', cepSimulator);
}
