import { MAX_PATH_PARAM_LENGTH } from '#platform/plugins/framework-errors.ts';
import { FHIR_RESOURCE_TYPES } from './resources/types.ts';
import { COMMON_PARAMS, DEFAULT_COUNT, MAX_COUNT, TYPE_PARAMS } from './search-params.ts';

const TAG = 'FHIR R4';
const FHIR_JSON = 'application/fhir+json';

const resource = (description: string) => ({ description, content: { [FHIR_JSON]: { schema: { type: 'object', additionalProperties: true } } } });
const outcome = (description: string) => resource(`${description} (OperationOutcome)`);
const ERRORS = {
  400: outcome('Parâmetro desconhecido ou valor inválido'),
  401: outcome('Sem sessão do portal nem token de acesso SMART válido; a resposta traz WWW-Authenticate: Bearer'),
  403: outcome('O escopo do cliente não inclui o tipo de recurso, o programa do cliente está sem o módulo de parceiros FHIR (cliente suspenso), ou a conta aguarda aprovação'),
  414: outcome(`Parâmetro de caminho longo demais (mais de ${MAX_PATH_PARAM_LENGTH} caracteres)`),
};
/** A path parameter: at most the router's length, past which the server answers 414. */
const PATH_ID = { name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: MAX_PATH_PARAM_LENGTH } };
/** A portal session (as on /api) or a SMART Backend Services access token. */
const SECURED = [{ sessionCookie: [] }, { bearer: [] }, { fhirBackendClient: [] }];

const COMMON_DOCS: Record<(typeof COMMON_PARAMS)[number], string> = {
  _id: 'Ids lógicos, separados por vírgula.',
  _lastUpdated: 'Última alteração, com prefixo eq, ge, gt, le ou lt (repetível).',
  _count: `Tamanho da página (padrão ${DEFAULT_COUNT}, no máximo ${MAX_COUNT}); 0 só conta.`,
  _summary: '`count` devolve só o total.',
  _cursor: 'Posição da próxima página, copiada de link.next.',
  _format: 'Só JSON (application/fhir+json).',
};

/**
 * The FHIR base in the OpenAPI document, as one tagged group: the routes are not contracts of
 * `/api` (their answers are FHIR resources, validated against R4 in tests), so they are described
 * here and merged into the document by the OpenAPI plugin.
 */
export function fhirOpenApi() {
  const paths: Record<string, unknown> = {
    '/fhir/R4/metadata': {
      get: {
        tags: [TAG], operationId: 'fhirMetadata', summary: 'CapabilityStatement (FHIR 4.0.1) do que este servidor atende',
        security: [], responses: { 200: resource('CapabilityStatement') },
      },
    },
    '/fhir/R4/StructureDefinition/{id}': {
      get: {
        tags: [TAG], operationId: 'fhirStructureDefinition', summary: 'Perfil próprio do portal (StructureDefinition com snapshot, decisão 0081)',
        security: [], parameters: [PATH_ID],
        responses: { 200: resource('StructureDefinition'), 404: outcome('Perfil desconhecido'), 414: ERRORS[414] },
      },
    },
  };
  for (const type of FHIR_RESOURCE_TYPES) {
    paths[`/fhir/R4/${type}`] = {
      get: {
        tags: [TAG], operationId: `fhirSearch${type}`, summary: `Busca de ${type} (Bundle searchset, paginado por link.next)`,
        security: SECURED,
        parameters: [
          ...COMMON_PARAMS.map((name) => ({ name, in: 'query', required: false, description: COMMON_DOCS[name], schema: { type: 'string' } })),
          ...TYPE_PARAMS[type].map((p) => ({ name: p.name, in: 'query', required: false, description: p.doc, schema: { type: 'string' } })),
        ],
        responses: { 200: resource('Bundle searchset'), ...ERRORS },
      },
    };
    paths[`/fhir/R4/${type}/{id}`] = {
      get: {
        tags: [TAG], operationId: `fhirRead${type}`, summary: `Leitura de ${type} pelo id`,
        security: SECURED, parameters: [PATH_ID],
        responses: { 200: resource(type), 401: ERRORS[401], 403: ERRORS[403], 404: outcome('Desconhecido, de outro programa ou fora do alcance do leitor'), 414: ERRORS[414] },
      },
    };
  }
  return {
    tag: {
      name: TAG,
      description: 'HL7 FHIR R4 somente leitura em /fhir/R4 (decisões 0080 e 0081): usuários do portal com a sessão e as regras de relacionamento da API JSON; sistemas de parceiros com token SMART Backend Services do programa.',
    },
    securitySchemes: {
      fhirBackendClient: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Token de acesso SMART Backend Services (client_credentials com asserção JWT assinada) de um cliente do programa.' },
    },
    paths,
  };
}

export type FhirOpenApi = ReturnType<typeof fhirOpenApi>;
