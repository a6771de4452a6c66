import { z } from 'zod';

/**
 * Zod's default messages are English sentences; every schema in the portal reports catalogue keys
 * instead (`validation.*`), which the web translates and the API returns as stable field codes.
 * A message set on a schema itself (e.g. `{ error: 'validation.invalidCpf' }`) still wins.
 */
z.config({
  // In a browser the portal's CSP forbids eval (`script-src 'self'`), so zod's compiled object
  // parsers can never run there; without this its probe `new Function('')` is reported as a CSP
  // violation on every page that parses a schema (Lighthouse best practices). The server keeps them.
  jitless: 'document' in globalThis,
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null ? 'validation.requiredField' : 'validation.invalidField';
      case 'too_small':
        return issue.origin === 'array' || issue.origin === 'set' ? 'validation.minSelect'
          : issue.origin === 'string' ? (issue.minimum === 1 ? 'validation.requiredField' : 'validation.minLength')
            : 'validation.invalidField';
      case 'too_big':
        return issue.origin === 'string' ? 'validation.maxLength' : 'validation.invalidField';
      case 'invalid_format':
        return issue.format === 'email' ? 'validation.invalidEmail' : 'validation.invalidField';
      default:
        return 'validation.invalidField';
    }
  },
});

/** Schemas import `z` from here, never from 'zod' directly, so the messages above are always in force. */
export { z };
