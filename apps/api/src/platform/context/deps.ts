import type { Config } from '../config.ts';
import type { Db } from '#db/client.ts';
import { localCacheChannel, type CacheChannel } from '../lib/cache-channel.ts';
import { captchaVerifier, type CaptchaVerifier } from '#integrations/captcha/index.ts';
import { cepProvider, type CepProvider } from '#integrations/cep/index.ts';
import { citiesProvider, type CitiesProvider } from '#integrations/cities/index.ts';
import { pathologiesProvider, type PathologiesProvider } from '#integrations/pathologies/index.ts';
import { emailProvider, type EmailProvider } from '#integrations/email/index.ts';
import { smsProvider, type SmsProvider } from '#integrations/sms/index.ts';
import { whatsAppProvider, type WhatsAppProvider } from '#integrations/whatsapp/index.ts';
import { createStorage, type FileStorage } from '#integrations/storage/index.ts';
import { logisticsProvider, type LogisticsProvider } from '#integrations/logistics/index.ts';
import { wsAcessoProvider, type WsAcessoProvider } from '#integrations/wsacesso/index.ts';
import { patientCareProvider, type PatientCareProvider } from '#integrations/patient-care/index.ts';
import { cmsProvider, type CmsProvider } from '#integrations/cms/index.ts';
import { discountsProvider, type DiscountsProvider } from '#integrations/discounts/index.ts';
import { pharmaciesProvider, type PharmaciesProvider } from '#integrations/pharmacies/index.ts';
import { placesProvider, type PlacesProvider } from '#integrations/places/index.ts';
import { cfmProvider, type CfmProvider } from '#integrations/cfm/index.ts';

/**
 * What services work with, built once per app: the database, the configuration, the clock and
 * the integrations (each a real client or its offline simulator, as configured). Services receive
 * it instead of the Fastify instance, so they know nothing of HTTP.
 */
export interface Deps {
  readonly db: Db;
  readonly config: Config;
  readonly now: () => Date;
  readonly storage: FileStorage;
  readonly sms: SmsProvider;
  readonly email: EmailProvider;
  readonly whatsapp: WhatsAppProvider;
  readonly captcha: CaptchaVerifier;
  readonly cep: CepProvider;
  readonly pathologies: PathologiesProvider;
  readonly cities: CitiesProvider;
  readonly logistics: LogisticsProvider;
  readonly wsAcesso: WsAcessoProvider;
  readonly patientCare: PatientCareProvider;
  readonly cms: CmsProvider;
  readonly discounts: DiscountsProvider;
  readonly pharmacies: PharmaciesProvider;
  readonly places: PlacesProvider;
  /** The medical council's registration data (decision 0055). */
  readonly cfm: CfmProvider;
  /** Micro-cache invalidation shared with the other API processes (decision 0045). */
  readonly caches: CacheChannel;
}

export function createDeps(db: Db, config: Config, now: () => Date = () => new Date(), caches: CacheChannel = localCacheChannel): Deps {
  return {
    db, config, now, caches,
    storage: createStorage(config),
    sms: smsProvider(config.onboarding),
    email: emailProvider(config.onboarding),
    whatsapp: whatsAppProvider(config.whatsapp),
    captcha: captchaVerifier(config.onboarding),
    cep: cepProvider(config.onboarding),
    pathologies: pathologiesProvider(config.referenceData),
    cities: citiesProvider(config.referenceData),
    logistics: logisticsProvider(config.logistics),
    wsAcesso: wsAcessoProvider(config.wsAcesso),
    patientCare: patientCareProvider(config.patientCare),
    cms: cmsProvider(config.cms),
    discounts: discountsProvider(config.discounts),
    pharmacies: pharmaciesProvider(config.pharmacies),
    places: placesProvider(config.places),
    cfm: cfmProvider(config.cfm),
  };
}
