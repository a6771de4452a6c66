import { MAX_PATH_PARAM_LENGTH } from '#platform/plugins/framework-errors.ts';
import { FHIR_JSON } from '../fhir/index.ts';

const TAG = 'FHIR R4 Bulk Data';

const body = (description: string, type = FHIR_JSON) => ({ description, content: { [type]: { schema: { type: 'object', additionalProperties: true } } } });
const outcome = (description: string) => body(`${description} (OperationOutcome)`);
const empty = (description: string, headers: Record<string, string> = {}) => ({
  description,
  ...(Object.keys(headers).length ? { headers: Object.fromEntries(Object.entries(headers).map(([name, text]) => [name, { description: text, schema: { type: 'string' } }])) } : {}),
});
const ERRORS = {
  401: outcome('Sem token de acesso SMART válido nem sessão'),
  403: outcome('O escopo do cliente não cobre os tipos pedidos, o programa do cliente está sem o módulo de parceiros FHIR (cliente suspenso), ou a sessão não tem acesso aos parceiros FHIR'),
  404: outcome('Exportação, grupo ou arquivo desconhecido, ou de outro programa'),
  414: outcome(`Parâmetro de caminho longo demais (mais de ${MAX_PATH_PARAM_LENGTH} caracteres)`),
};
const SECURED = [{ fhirBackendClient: [] }, { bearer: [] }];
const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string', maxLength: MAX_PATH_PARAM_LENGTH } });
const KICK_OFF_QUERY = [
  { name: '_type', description: 'Tipos de recurso, separados por vírgula (padrão: os do compartimento do paciente que o token cobre).' },
  { name: '_since', description: 'Só recursos alterados desde este instante FHIR.' },
  { name: '_outputFormat', description: 'application/fhir+ndjson (o único).' },
].map((p) => ({ ...p, in: 'query', required: false, schema: { type: 'string' } }));
const PREFER = { name: 'Prefer', in: 'header', required: true, description: 'respond-async', schema: { type: 'string', enum: ['respond-async'] } };

const kickOff = (operationId: string, summary: string, parameters: unknown[]) => ({
  get: {
    tags: [TAG], operationId, summary, security: SECURED, parameters: [...parameters, PREFER, ...KICK_OFF_QUERY],
    responses: {
      202: empty('Exportação aceita; acompanhe pelo endereço de Content-Location', { 'Content-Location': 'O endereço de status da exportação' }),
      400: outcome('Sem Prefer: respond-async, ou parâmetro inválido'), ...ERRORS,
    },
  },
});

/**
 * The Bulk Data export (IG v2, decision 0084) in the OpenAPI document, beside the read API's group:
 * its routes answer FHIR, not the contracts of `/api`, so they are described here.
 */
export function fhirExportOpenApi() {
  return {
    tag: { name: TAG, description: 'Exportação em massa (FHIR Bulk Data v2) de um programa para sistemas de parceiros (decisão 0084).' },
    securitySchemes: {},
    paths: {
      '/fhir/R4/Group/{groupId}/$export': kickOff('fhirExportGroup', 'Exporta o programa (o grupo é o programa)', [pathParam('groupId')]),
      '/fhir/R4/Patient/$export': kickOff('fhirExportPatients', 'Exporta os pacientes do programa do token', []),
      '/fhir/R4/$export-status/{id}': {
        get: {
          tags: [TAG], operationId: 'fhirExportStatus', summary: 'Andamento da exportação, e o manifesto quando concluída', security: SECURED,
          parameters: [pathParam('id')],
          responses: {
            200: body('Manifesto: transactionTime, request, requiresAccessToken, output[{type, url, count}], error', 'application/json'),
            202: empty('Em andamento', { 'Retry-After': 'Segundos até consultar de novo', 'X-Progress': 'Recursos escritos até agora' }),
            ...ERRORS,
          },
        },
        delete: {
          tags: [TAG], operationId: 'fhirExportCancel', summary: 'Cancela a exportação e apaga seus arquivos', security: SECURED,
          parameters: [pathParam('id')], responses: { 202: empty('Cancelada'), ...ERRORS },
        },
      },
      '/fhir/R4/$export-file/{id}/{index}': {
        get: {
          tags: [TAG], operationId: 'fhirExportFile', summary: 'Um arquivo NDJSON do manifesto', security: SECURED,
          parameters: [pathParam('id'), pathParam('index')],
          responses: { 200: body('Um recurso FHIR por linha', 'application/fhir+ndjson'), ...ERRORS },
        },
      },
    },
  };
}
