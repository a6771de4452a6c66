import { describe, expect, it } from 'vitest';
import { publicBase, publicLink } from './public-url.ts';

describe('links the portal sends', () => {
  it('start at PUBLIC_URL, whatever address the server listens on', () => {
    const config = { publicUrl: 'https://portal.example.com.br/', host: '0.0.0.0', port: 3000 };
    expect(publicBase(config)).toBe('https://portal.example.com.br');
    expect(publicLink(config, '/p/ABC123')).toBe('https://portal.example.com.br/p/ABC123');
    expect(publicLink(config, '/set-password?token=x&kind=reset')).toBe('https://portal.example.com.br/set-password?token=x&kind=reset');
    expect(publicLink(config, 'https://cdn.example.com/termo.pdf')).toBe('https://cdn.example.com/termo.pdf');
  });

  it('keep a path PUBLIC_URL has of its own', () => {
    const config = { publicUrl: 'https://example.com.br/portal', host: 'localhost', port: 3000 };
    expect(publicLink(config, '/p/ABC123')).toBe('https://example.com.br/portal/p/ABC123');
    expect(publicLink(config, 'templates/termo.pdf')).toBe('https://example.com.br/portal/templates/termo.pdf');
  });

  it('fall back to the listening address, never to "every interface"', () => {
    expect(publicBase({ publicUrl: undefined, host: 'localhost', port: 3000 })).toBe('http://localhost:3000');
    expect(publicBase({ publicUrl: undefined, host: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080');
  });
});
