import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { LogisticsConfig } from '#integrations/logistics/index.ts';
import type { WsAcessoConfig } from '#integrations/wsacesso/index.ts';
import type { PatientCareConfig } from '#integrations/patient-care/index.ts';
import type { CmsConfig } from '#integrations/cms/index.ts';
import type { DiscountsConfig } from '#integrations/discounts/index.ts';
import type { PharmaciesConfig } from '#integrations/pharmacies/index.ts';
import type { PlacesConfig } from '#integrations/places/index.ts';
import type { WhatsAppConfig } from '#integrations/whatsapp/index.ts';
import type { CfmConfig } from '#integrations/cfm/index.ts';

const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/** Every setting comes from the environment, with defaults that run the portal offline. */
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  WEB_DIST: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  PUBLIC_URL: z.string().optional(),
  /** SMART backend access tokens' lifetime in seconds (decision 0083): at most 300. */
  FHIR_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(300).default(300),
  /** How long a Bulk Data export's files stay downloadable after it completes (decision 0084). */
  FHIR_EXPORT_EXPIRY_HOURS: z.coerce.number().positive().default(24),
  /** Resources per NDJSON file of an export: the bound of what one file holds in memory while written (decision 0084). */
  FHIR_EXPORT_ROWS_PER_FILE: z.coerce.number().int().min(1).max(200_000).default(10_000),
  /** Which proxies' X-Forwarded-For to believe: a hop count, or comma-separated addresses/CIDR ranges; unset trusts none. */
  TRUST_PROXY: z.string().optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  CACHE_TTL_MS: z.coerce.number().int().min(0).default(2000),
  /** PostgreSQL connections the API keeps open (decision 0033); unset keeps the client's default of 10. */
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().optional(),
  /** How long a request waits for a PostgreSQL connection before answering 503 (decision 0062). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /**
   * PostgreSQL's statement_timeout on the API's connections; 0 for none (decision 0062). Lists answer
   * in milliseconds and exports read through a cursor a batch at a time, so only a statement stuck
   * behind a lock or on an overloaded server reaches it; it answers 503 like an outage.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** API worker processes (node:cluster) on this machine; more than 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().positive().default(1),
  /** After SIGTERM, how long /api/readyz answers 503 while requests are still served, before closing. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).optional(),
  // Doctor onboarding, messaging and account
  SMS_GATEWAY_URL: z.string().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Portal do Programa <nao-responda@portal.local>'),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.string().default('https://www.google.com/recaptcha/api/siteverify'),
  CEP_PROVIDER: z.enum(['simulator', 'viacep']).default('simulator'),
  CEP_BASE_URL: z.string().default('https://viacep.com.br/ws'),
  CEP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  CODE_SECRET: z.string().optional(),
  CODE_TTL_MINUTES: z.coerce.number().int().positive().default(10),
  CODE_MAX_PER_DESTINATION_PER_HOUR: z.coerce.number().int().positive().default(5),
  CODE_MAX_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  AGREEMENT_CODE_MAX_PER_USER_PER_HOUR: z.coerce.number().int().positive().default(10),
  // Patient invitations (decision 0063)
  PATIENT_INVITATION_MAX_PER_PATIENT_PER_DAY: z.coerce.number().int().positive().default(3),
  PATIENT_INVITATION_MIN_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(10),
  PATIENT_INVITATION_MAX_PER_DOCTOR_PER_HOUR: z.coerce.number().int().positive().default(30),
  LOGIN_CAPTCHA_AFTER_FAILURES: z.coerce.number().int().positive().default(3),
  OPTOUT_GRACE_MINUTES: z.coerce.number().int().min(0).default(60),
  JOB_POLL_MS: z.coerce.number().int().positive().default(2000),
  JOB_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  MESSAGE_BODY_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  // Programme files
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().optional(),
  FILE_URL_SECRET: z.string().min(16).optional(),
  FILE_URL_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  // Doctors
  DOCTOR_NOTICE_PROGRAM: z.string().default('BEMESTAR'),
  // Reference data of the request forms
  PATHOLOGIES_PROVIDER: z.enum(['simulator', 'http']).default('simulator'),
  PATHOLOGIES_BASE_URL: z.string().default('http://localhost:8090'),
  CITIES_PROVIDER: z.enum(['simulator', 'ibge']).default('simulator'),
  CITIES_BASE_URL: z.string().default('https://servicodados.ibge.gov.br/api/v1/localidades'),
  // Reverse postage of CORREIOS sample withdrawals
  LOGISTICS_PROVIDER: z.enum(['simulator', 'http']).default('simulator'),
  LOGISTICS_URL: z.string().default('http://localhost:8091'),
  LOGISTICS_TOKEN: z.string().optional(),
  // Registration web service (first-medicine release)
  WSACESSO_PROVIDER: z.enum(['simulator', 'http']).default('simulator'),
  WSACESSO_BASE_URL: z.string().default('http://localhost:8092'),
  WSACESSO_TOKEN: z.string().optional(),
  WSACESSO_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  WSACESSO_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  WSACESSO_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(250),
  // Patient-care system (the doctors' patients, their access phases and medications)
  PATIENT_CARE_PROVIDER: z.enum(['simulator', 'http']).default('simulator'),
  PATIENT_CARE_BASE_URL: z.string().default('http://localhost:8093'),
  PATIENT_CARE_TOKEN: z.string().optional(),
  PATIENT_CARE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Federal Council of Medicine: public registration data of a CRM (decision 0055)
  CFM_PROVIDER: z.enum(['simulator', 'http']).default('simulator'),
  CFM_BASE_URL: z.string().default('http://localhost:8095'),
  CFM_KEY: z.string().optional(),
  CFM_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  CFM_BATCH_SIZE: z.coerce.number().int().min(1).max(1_000).default(50),
  CFM_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  // Content management system and discount service
  CMS_PROVIDER: z.enum(['simulator', 'http']).default('simulator'),
  CMS_BASE_URL: z.string().default('http://localhost:1337'),
  CMS_TOKEN: z.string().optional(),
  DISCOUNTS_PROVIDER: z.enum(['simulator', 'http']).default('simulator'),
  DISCOUNTS_BASE_URL: z.string().default('http://localhost:8093'),
  DISCOUNTS_TOKEN: z.string().optional(),
  // Pharmacy finder, place autocomplete and pharmacovigilance
  PHARMACIES_PROVIDER: z.enum(['simulator', 'http']).default('simulator'),
  PHARMACIES_BASE_URL: z.string().default('http://localhost:8093'),
  PHARMACIES_TOKEN: z.string().optional(),
  PLACES_PROVIDER: z.enum(['simulator', 'http']).default('simulator'),
  PLACES_BASE_URL: z.string().default('http://localhost:8094'),
  PLACES_KEY: z.string().optional(),
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  SPREADSHEET_PARSE_THREADS: z.coerce.number().int().min(0).max(16).default(2),
  PHARMACOVIGILANCE_EMAIL: z.email().default('farmacovigilancia@portal.local'),
  MAP_TILE_URL: z.string().optional(),
  MAP_TILE_ATTRIBUTION: z.string().optional(),
  // WhatsApp Business Cloud API (decision 0056): the offline simulator unless WHATSAPP_PROVIDER=cloud
  WHATSAPP_PROVIDER: z.enum(['simulator', 'cloud']).default('simulator'),
  WHATSAPP_API_URL: z.string().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z.string().regex(/^v\d+\.\d+$/).default('v21.0'),
  WHATSAPP_TOKEN: z.preprocess(unsetIfEmpty, z.string().optional()),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(unsetIfEmpty, z.string().regex(/^\d+$/).optional()),
  WHATSAPP_APP_SECRET: z.preprocess(unsetIfEmpty, z.string().optional()),
  WHATSAPP_VERIFY_TOKEN: z.preprocess(unsetIfEmpty, z.string().optional()),
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  WHATSAPP_FALLBACK_MINUTES: z.coerce.number().int().positive().default(15),
  WHATSAPP_WEBHOOK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  WHATSAPP_TEMPLATE_PATIENT_INVITATION: z.string().min(1).default('convite_paciente'),
  WHATSAPP_TEMPLATE_AGREEMENT_CODE: z.string().min(1).default('codigo_aceite_paciente'),
  WHATSAPP_TEMPLATE_REQUEST_UPDATE: z.string().min(1).default('atualizacao_solicitacao'),
  // Prometheus metrics (decision 0046): a port of their own, or GET /metrics with this bearer token
  METRICS_PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_TOKEN: z.preprocess(unsetIfEmpty, z.string().min(16, 'METRICS_TOKEN must have at least 16 characters').optional()),
});

export interface Config {
  env: string;
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL pool size; undefined keeps the database client's default. */
  databasePoolSize: number | undefined;
  /** PostgreSQL connect and pool-acquire timeout; undefined keeps DEFAULT_CONNECT_TIMEOUT_MS. */
  databaseConnectTimeoutMs: number | undefined;
  /** PostgreSQL statement timeout of the API's pool (0: none). */
  databaseStatementTimeoutMs: number;
  /** Worker processes of `npm run serve`; 1 runs without node:cluster. */
  webConcurrency: number;
  /** SIGTERM to close: readiness answers 503 meanwhile so load balancers stop sending (5 s in production, 0 elsewhere). */
  shutdownGraceMs: number;
  logLevel: string;
  /** Demo data is seeded outside production, and in production only when explicitly asked. */
  seedDemo: boolean;
  webDist: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  publicUrl: string | undefined;
  /** SMART Backend Services and Bulk Data export (decisions 0083, 0084). */
  fhirSmart: { accessTokenTtlSeconds: number; exportExpiryMs: number; exportRowsPerFile: number };
  /** Fastify's trustProxy: false (the socket's address), a hop count, or the proxies' addresses and ranges. */
  trustProxy: boolean | number | string[];
  /** Login attempts allowed per minute for one IP and username pair. */
  loginRateLimitPerMinute: number;
  /** Global searches per minute and signed-in user (decision 0058). */
  searchRateLimitPerMinute: number;
  /** How long a read may be served from the micro-cache; writes in this process clear it at once. */
  cacheTtlMs: number;
  /** Uploaded spreadsheets parsed at once, each in a worker thread; 0 parses in the request's thread (decision 0043b). */
  spreadsheetParseThreads: number;
  onboarding: OnboardingConfig;
  /** Programme files: local disk under DATA_DIR/files, or S3-compatible object storage. */
  storage: StorageConfig;
  /** Slug of the one programme whose doctors see the one-time notice `err.tevaDoctorNotice`; undefined for none. */
  doctorNoticeProgram: string | undefined;
  /** Programme pathologies and cities by state: offline simulators unless a provider is named. */
  referenceData: ReferenceDataConfig;
  /** The logistics service issuing reverse-postage codes: the offline simulator unless LOGISTICS_PROVIDER=http. */
  logistics: LogisticsConfig;
  /** The registration web service of the first-medicine release: the offline simulator unless WSACESSO_PROVIDER=http. */
  wsAcesso: WsAcessoConfig;
  /** The patient-care system of the Patients screens: the offline simulator unless PATIENT_CARE_PROVIDER=http. */
  patientCare: PatientCareConfig;
  /** The medical council's registration data (signup, approval, daily re-check): the offline simulator unless CFM_PROVIDER=http. */
  cfm: CfmConfig;
  /** The content management system (posts, tags): the offline simulator unless CMS_PROVIDER=http. */
  cms: CmsConfig;
  /** The discount service (medicines, discounts): the offline simulator unless DISCOUNTS_PROVIDER=http. */
  discounts: DiscountsConfig;
  /** Accredited pharmacies and place autocomplete: offline simulators unless PHARMACIES_PROVIDER / PLACES_PROVIDER=http. */
  pharmacies: PharmaciesConfig;
  places: PlacesConfig;
  /** Requests per minute and IP of the public pharmacy, place and adverse-event endpoints. */
  publicRateLimitPerMinute: number;
  /** Where adverse-event reports go when the programme names no pharmacovigilance address. */
  pharmacovigilanceEmail: string;
  /** The pharmacy map's tile layer (`https://…/{z}/{x}/{y}.png`); unset, the map shows markers only and the list leads. */
  map: { tileUrl: string | null; attribution: string | null };
  /** WhatsApp template messages and their webhook: the offline simulator unless WHATSAPP_PROVIDER=cloud. */
  whatsapp: WhatsAppConfig;
  /** Where Prometheus scrapes: its own port on HOST, and/or `GET /metrics` on the public port with the bearer token; neither, no metrics. */
  metrics: { port: number | undefined; token: string | undefined };
}

export interface ReferenceDataConfig {
  pathologies: { provider: 'simulator' | 'http'; baseUrl: string };
  cities: { provider: 'simulator' | 'ibge'; baseUrl: string };
}

export interface StorageConfig {
  driver: 'local' | 's3';
  s3: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; prefix: string | undefined } | undefined;
  /** HMAC key of the short-lived download links (set it in production so every process shares it). */
  urlSecret: string;
  urlTtlSeconds: number;
}

function storageConfig(e: z.infer<typeof envSchema>): StorageConfig {
  const s3 = e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
    ? { endpoint: e.S3_ENDPOINT, region: e.S3_REGION, bucket: e.S3_BUCKET, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY, prefix: e.S3_PREFIX }
    : undefined;
  if (e.STORAGE_DRIVER === 's3' && !s3) throw new Error('STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return {
    driver: e.STORAGE_DRIVER,
    s3,
    urlSecret: requiredSecret('FILE_URL_SECRET', e.FILE_URL_SECRET, e.NODE_ENV),
    urlTtlSeconds: e.FILE_URL_TTL_SECONDS,
  };
}

function cfmConfig(e: z.infer<typeof envSchema>): CfmConfig {
  if (e.CFM_PROVIDER === 'http' && !e.CFM_KEY) throw new Error('CFM_PROVIDER=http needs CFM_KEY');
  return {
    provider: e.CFM_PROVIDER, baseUrl: e.CFM_BASE_URL, key: e.CFM_KEY || undefined, timeoutMs: e.CFM_TIMEOUT_MS,
    batchSize: e.CFM_BATCH_SIZE, ratePerMinute: e.CFM_RATE_PER_MINUTE,
  };
}

/** SMS, e-mail, captcha, postcode, verification codes, opt-out and jobs. Unset providers mean offline simulators. */
export interface OnboardingConfig {
  /** HTTP SMS gateway; without it messages go to the outbox table. */
  smsGateway: { url: string; token: string } | undefined;
  /** smtp(s)://user:pass@host:port; without it e-mails go to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** reCAPTCHA secret; without it the development captcha provider is used. */
  recaptchaSecret: string | undefined;
  /** Public site key the web's reCAPTCHA widget needs. */
  recaptchaSiteKey: string | undefined;
  recaptchaVerifyUrl: string;
  cepProvider: 'simulator' | 'viacep';
  cepBaseUrl: string;
  cepRateLimitPerMinute: number;
  /** HMAC key of verification codes (set it in production so every process shares it). */
  codeSecret: string;
  codeTtlMs: number;
  codeMaxPerDestinationPerHour: number;
  codeMaxPerIpPerHour: number;
  /** Patient agreement codes one signed-in user may send an hour (429 agreementCodeQuotaExceeded). */
  agreementCodeMaxPerUserPerHour: number;
  /** Invitation messages (the link's SMS or WhatsApp) a patient receives: per day and the gap between two; invitations a doctor makes an hour (decision 0063). */
  patientInvitation: { maxPerPatientPerDay: number; minIntervalMs: number; maxPerDoctorPerHour: number };
  /** Failed logins (per e-mail or per address, as the throttle counts them) after which the login asks for a captcha. */
  loginCaptchaAfterFailures: number;
  /** Delay before an opt-out request is processed (always within the 24-business-hour deadline). */
  optoutGraceMs: number;
  jobPollMs: number;
  /** Finished jobs (and spent or expired password links) are deleted after this many days. */
  jobRetentionDays: number;
  /** Bodies of sent or failed messages are blanked after this many days (LGPD data minimisation). */
  messageBodyRetentionDays: number;
  /** GET /api/dev/outbox exists only outside production. */
  devOutbox: boolean;
}

/**
 * A signing secret: required in production; elsewhere a random one per process (never a public
 * constant, so nobody can forge links or codes), with a loud warning outside tests (decision 0022).
 */
function requiredSecret(name: string, value: string | undefined, env: string): string {
  if (value) return value;
  if (env === 'production') throw new Error(`${name} must be set in production (a long random value shared by every API process)`);
  if (env !== 'test') console.warn(`\n*** ${name} is not set: using a random secret for this process only (links and codes die on restart). Set it outside development. ***\n`);
  return randomBytes(32).toString('hex');
}

/** TRUST_PROXY: unset/"false" trusts no proxy; a number is a hop count; anything else a list of addresses or CIDR ranges. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = value?.trim();
  if (!v || v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true') throw new Error('TRUST_PROXY=true would believe any client\'s X-Forwarded-For: give a hop count or the proxies\' addresses/ranges');
  return v.split(',').map((p) => p.trim()).filter(Boolean);
}

/** METRICS_PORT must not be the public port: metrics are never served there without the token. */
function metricsPort(port: number | undefined, publicPort: number): number | undefined {
  if (port !== undefined && port === publicPort) throw new Error('METRICS_PORT must differ from PORT: metrics are never open on the public port');
  return port;
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const production = e.NODE_ENV === 'production';
  // Without it production would accept the development captcha token, and SMS codes could be sent in bulk.
  if (production && !e.RECAPTCHA_SECRET) throw new Error('RECAPTCHA_SECRET must be set in production');
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    webConcurrency: e.WEB_CONCURRENCY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS ?? (production ? 5_000 : 0),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !production,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    publicUrl: e.PUBLIC_URL,
    fhirSmart: {
      accessTokenTtlSeconds: e.FHIR_ACCESS_TOKEN_TTL_SECONDS,
      exportExpiryMs: e.FHIR_EXPORT_EXPIRY_HOURS * 3_600_000,
      exportRowsPerFile: e.FHIR_EXPORT_ROWS_PER_FILE,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    searchRateLimitPerMinute: e.SEARCH_RATE_LIMIT_PER_MINUTE,
    cacheTtlMs: e.CACHE_TTL_MS,
    spreadsheetParseThreads: e.SPREADSHEET_PARSE_THREADS,
    doctorNoticeProgram: e.DOCTOR_NOTICE_PROGRAM.trim().toUpperCase() || undefined,
    onboarding: {
      smsGateway: e.SMS_GATEWAY_URL ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN ?? '' } : undefined,
      smtpUrl: e.SMTP_URL || undefined,
      mailFrom: e.MAIL_FROM,
      recaptchaSecret: e.RECAPTCHA_SECRET || undefined,
      recaptchaSiteKey: e.RECAPTCHA_SITE_KEY || undefined,
      recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
      cepProvider: e.CEP_PROVIDER,
      cepBaseUrl: e.CEP_BASE_URL,
      cepRateLimitPerMinute: e.CEP_RATE_LIMIT_PER_MINUTE,
      codeSecret: requiredSecret('CODE_SECRET', e.CODE_SECRET, e.NODE_ENV),
      codeTtlMs: e.CODE_TTL_MINUTES * 60_000,
      codeMaxPerDestinationPerHour: e.CODE_MAX_PER_DESTINATION_PER_HOUR,
      codeMaxPerIpPerHour: e.CODE_MAX_PER_IP_PER_HOUR,
      agreementCodeMaxPerUserPerHour: e.AGREEMENT_CODE_MAX_PER_USER_PER_HOUR,
      patientInvitation: {
        maxPerPatientPerDay: e.PATIENT_INVITATION_MAX_PER_PATIENT_PER_DAY,
        minIntervalMs: e.PATIENT_INVITATION_MIN_INTERVAL_MINUTES * 60_000,
        maxPerDoctorPerHour: e.PATIENT_INVITATION_MAX_PER_DOCTOR_PER_HOUR,
      },
      loginCaptchaAfterFailures: e.LOGIN_CAPTCHA_AFTER_FAILURES,
      optoutGraceMs: e.OPTOUT_GRACE_MINUTES * 60_000,
      jobPollMs: e.JOB_POLL_MS,
      jobRetentionDays: e.JOB_RETENTION_DAYS,
      messageBodyRetentionDays: e.MESSAGE_BODY_RETENTION_DAYS,
      devOutbox: !production,
    },
    storage: storageConfig(e),
    referenceData: {
      pathologies: { provider: e.PATHOLOGIES_PROVIDER, baseUrl: e.PATHOLOGIES_BASE_URL },
      cities: { provider: e.CITIES_PROVIDER, baseUrl: e.CITIES_BASE_URL },
    },
    logistics: { provider: e.LOGISTICS_PROVIDER, baseUrl: e.LOGISTICS_URL, token: e.LOGISTICS_TOKEN || undefined },
    wsAcesso: {
      provider: e.WSACESSO_PROVIDER, baseUrl: e.WSACESSO_BASE_URL, token: e.WSACESSO_TOKEN || undefined,
      timeoutMs: e.WSACESSO_TIMEOUT_MS, retries: e.WSACESSO_RETRIES, retryDelayMs: e.WSACESSO_RETRY_DELAY_MS,
    },
    patientCare: {
      provider: e.PATIENT_CARE_PROVIDER, baseUrl: e.PATIENT_CARE_BASE_URL, token: e.PATIENT_CARE_TOKEN || undefined,
      timeoutMs: e.PATIENT_CARE_TIMEOUT_MS,
    },
    cfm: cfmConfig(e),
    cms: { provider: e.CMS_PROVIDER, baseUrl: e.CMS_BASE_URL, token: e.CMS_TOKEN || undefined },
    discounts: { provider: e.DISCOUNTS_PROVIDER, baseUrl: e.DISCOUNTS_BASE_URL, token: e.DISCOUNTS_TOKEN || undefined },
    pharmacies: { provider: e.PHARMACIES_PROVIDER, baseUrl: e.PHARMACIES_BASE_URL, token: e.PHARMACIES_TOKEN || undefined },
    places: { provider: e.PLACES_PROVIDER, baseUrl: e.PLACES_BASE_URL, key: e.PLACES_KEY || undefined },
    publicRateLimitPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
    pharmacovigilanceEmail: e.PHARMACOVIGILANCE_EMAIL,
    map: { tileUrl: e.MAP_TILE_URL || null, attribution: e.MAP_TILE_ATTRIBUTION || null },
    metrics: { port: metricsPort(e.METRICS_PORT, e.PORT), token: e.METRICS_TOKEN || undefined },
    whatsapp: whatsAppConfig(e),
  };
}

/** The cloud client needs every credential: a portal that would send and never hear back fails at start instead. */
function whatsAppConfig(e: z.infer<typeof envSchema>): WhatsAppConfig {
  if (e.WHATSAPP_PROVIDER === 'cloud') {
    const missing = (['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const).filter((k) => !e[k]);
    if (missing.length) throw new Error(`WHATSAPP_PROVIDER=cloud needs ${missing.join(', ')}`);
  }
  return {
    provider: e.WHATSAPP_PROVIDER, apiUrl: e.WHATSAPP_API_URL, apiVersion: e.WHATSAPP_API_VERSION,
    token: e.WHATSAPP_TOKEN, phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID, appSecret: e.WHATSAPP_APP_SECRET, verifyToken: e.WHATSAPP_VERIFY_TOKEN,
    timeoutMs: e.WHATSAPP_TIMEOUT_MS, fallbackMs: e.WHATSAPP_FALLBACK_MINUTES * 60_000, webhookRateLimitPerMinute: e.WHATSAPP_WEBHOOK_RATE_LIMIT_PER_MINUTE,
    templates: {
      patientInvitation: e.WHATSAPP_TEMPLATE_PATIENT_INVITATION,
      agreementCode: e.WHATSAPP_TEMPLATE_AGREEMENT_CODE,
      requestUpdate: e.WHATSAPP_TEMPLATE_REQUEST_UPDATE,
    },
  };
}
